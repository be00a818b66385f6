import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { lotPathOf } from '@/lib/domain/lot-route';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import { searchPathFor } from '@/lib/domain/search-path';
import { parseStockNumber } from '@/lib/domain/stock-number';
import { isValidVin, normalizeVin } from '@/lib/domain/vin';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';

/** What a search text names exactly, read as SPEC §5 says (a VIN loses its spaces; a stock number its spaces, # and |). */
export function exactLotKey(text: string): { vin: string } | { stockNumber: string } | null {
  const stockNumber = parseStockNumber(text);
  if (stockNumber !== null) return { stockNumber };
  const vin = normalizeVin(text.trim());
  return isValidVin(vin) ? { vin } : null;
}

/**
 * The lot page (no locale prefix) of the lot whose VIN or stock number the text is, or null. A VIN several lots share
 * goes to the open one, the newest first.
 */
export async function lotPathForText(text: string): Promise<string | null> {
  const key = exactLotKey(text);
  if (!key) return null;
  const db = await getDb();
  const [lot] = await db
    .select({ id: lots.id, year: lots.year, make: lots.make, model: lots.model, trim: lots.trim })
    .from(lots)
    .where('vin' in key ? eq(lots.vin, key.vin) : eq(lots.stockNumber, key.stockNumber))
    .orderBy(sql`${inArray(lots.status, [...OPEN_LOT_STATUSES])} desc`, desc(lots.id))
    .limit(1);
  return lot ? lotPathOf(lot) : null;
}

type Params = Record<string, string | string[] | undefined>;

/** `/search?q={text}` (the header form without JavaScript) as SPEC's `/search/q-{text}`, the other keys kept. */
function textSearchPath(text: string, params: Params): string | null {
  const path = searchPathFor(text);
  if (path === '/search/') return null;
  const rest = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'q' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) rest.append(key, item);
  }
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where a search page sends its visitor instead of listing results: the lot page, when the text search (the route's
 * q-{text} or the `q` key) is exactly the VIN or the stock number of an existing lot; else, for `/search?q={text}`
 * (what the header form submits without JavaScript), the text search's own page `/search/q-{text}`. Null otherwise.
 */
export async function searchRedirectTarget(
  preset: SearchPreset,
  params: Params,
  locale: Locale,
): Promise<string | null> {
  const text = preset.type === 'query' ? preset.query : typeof params.q === 'string' ? params.q : null;
  if (!text) return null;
  const path = (await lotPathForText(text)) ?? (preset.type === 'all' ? textSearchPath(text, params) : null);
  return path ? localizedPath(path, locale) : null;
}
