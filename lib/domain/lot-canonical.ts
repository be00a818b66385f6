/**
 * Which URL a lot answers on. The root form's canonical path is `/{id}-{year}-{slug of make model trim}`; the
 * /vehicle/ form is canonical as itself with its own slug. A request for any other year or title of the same lot is
 * sent there permanently.
 */
import { lotPathOf, vehiclePath, type LotPath } from './lot-route';

export interface CanonicalLot {
  id: number;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
}

/** The canonical path of a lot in the URL form it was asked for. */
export function canonicalLotPathFor(form: LotPath['form'], lot: CanonicalLot): string {
  if (form === 'root') return lotPathOf(lot);
  return vehiclePath(lot.stockNumber, lot.year, [lot.make, lot.model, lot.trim].filter(Boolean).join(' '));
}

/** The requested path as the lot routes see it (no locale prefix, no trailing slash). */
export function requestedLotPath(route: LotPath): string {
  return route.form === 'root'
    ? `/${route.id}-${route.year}-${route.slug}`
    : `/vehicle/${route.id}-${route.year}-${route.slug}`;
}

/** The canonical path to redirect to, or null when the request already is it. */
export function lotRedirectTarget(route: LotPath, lot: CanonicalLot): string | null {
  const canonical = canonicalLotPathFor(route.form, lot);
  return requestedLotPath(route) === canonical ? null : canonical;
}
