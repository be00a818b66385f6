/**
 * Which URL a lot answers on: one canonical URL per lot, the root form `/{id}-{year}-{slug of make model trim}`. A
 * request for the /vehicle/{stock}-{year}-{title} form, or for any other year or title of the same lot, is sent there
 * permanently.
 */
import { lotPathOf, type LotPath } from './lot-route';

export interface CanonicalLot {
  id: number;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
}

/** The one canonical path of a lot, whichever URL form it was asked for. */
export function canonicalLotPath(lot: CanonicalLot): string {
  return lotPathOf(lot);
}

/** The requested path as the lot routes see it (no locale prefix, no trailing slash). */
export function requestedLotPath(route: LotPath): string {
  return route.form === 'root'
    ? `/${route.id}-${route.year}-${route.slug}`
    : `/vehicle/${route.id}-${route.year}-${route.slug}`;
}

/** The canonical path to redirect to (always the root form), or null when the request already is it. */
export function lotRedirectTarget(route: LotPath, lot: CanonicalLot): string | null {
  const canonical = canonicalLotPath(lot);
  return requestedLotPath(route) === canonical ? null : canonical;
}
