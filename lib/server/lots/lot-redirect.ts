import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { lotRedirectTarget, type CanonicalLot } from '@/lib/domain/lot-canonical';
import type { Locale } from '@/lib/domain/locales';
import type { RouteKind } from '@/lib/domain/route-classifier';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * The 301 of a lot URL with a wrong year or title or in the /vehicle/ form, and the 404 of an unknown lot. Next.js
 * answers a page's permanentRedirect() with 308 and its middleware may not read the database (ARCHITECTURE), so the
 * web process asks this (through the page gate) before handing a page request to Next. The page keeps its own
 * permanentRedirect() and notFound() for client-side navigations and for processes started without server.ts.
 */

/**
 * Found lots are remembered (bounded, oldest out first), in one store for the web process and Next's bundles. Staff
 * may change what makes a lot's URL (its year or title): their write forgets the lot in this process
 * (forgetCanonicalLot), and a remembered lot that would redirect is read again once it is RECHECK_MS old, so another
 * process never sends a new URL back to the old one for longer.
 */
const KEY = Symbol.for('salvage-lane.canonical-lots');
const remembered = ((globalThis as { [KEY]?: Map<string, { lot: CanonicalLot; at: number }> })[KEY] ??=
  new Map());
const REMEMBER_MAX = 20_000;
const RECHECK_MS = 60_000;

const columns = {
  id: lots.id,
  stockNumber: lots.stockNumber,
  year: lots.year,
  make: lots.make,
  model: lots.model,
  trim: lots.trim,
};

async function findCanonicalLot(
  form: 'root' | 'vehicle',
  id: string,
  { recheck = false } = {},
): Promise<CanonicalLot | null> {
  const key = `${form}:${id}`;
  const known = remembered.get(key);
  if (known && !(recheck && Date.now() - known.at > RECHECK_MS)) return known.lot;
  remembered.delete(key);
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(lots)
    .where(form === 'root' ? eq(lots.id, Number(id)) : eq(lots.stockNumber, id))
    .limit(1);
  if (!row) return null;
  if (remembered.size >= REMEMBER_MAX) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, { lot: row, at: Date.now() });
  return row;
}

/** A lot URL as classifyRoute reads it. */
type LotRoute = Extract<RouteKind, { kind: 'lot' }>;

/**
 * The page gate's answer for a lot URL (lib/server/seo/page-gate): 301 to the lot's canonical path (locale prefix and
 * `search` kept) when this is another URL of a lot; 404 when no lot has the id; null when it is the canonical URL.
 */
export async function lotGate(
  route: LotRoute,
  locale: Locale,
  search: string,
): Promise<{ redirect: string } | { notFound: true } | null> {
  let lot = await findCanonicalLot(route.form, route.id);
  if (!lot) return { notFound: true };
  if (lotRedirectTarget(route, lot)) lot = await findCanonicalLot(route.form, route.id, { recheck: true });
  if (!lot) return { notFound: true };
  const target = lotRedirectTarget(route, lot);
  return target ? { redirect: `${localizedPath(target, locale)}${search}` } : null;
}

/** Forget one lot (a staff write changed its year or title). */
export function forgetCanonicalLot(lot: { id: number; stockNumber: string }): void {
  remembered.delete(`root:${lot.id}`);
  remembered.delete(`vehicle:${lot.stockNumber}`);
}

/** Forget remembered lots (tests). */
export function forgetCanonicalLots(): void {
  remembered.clear();
}
