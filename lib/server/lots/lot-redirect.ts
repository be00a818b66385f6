import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { lotRedirectTarget, type CanonicalLot } from '@/lib/domain/lot-canonical';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * The 301 of a lot URL with a wrong year or title (issue 4: "a wrong title slug answers 301"). Next.js answers a
 * page's permanentRedirect() with 308 and its middleware may not read the database (ARCHITECTURE), so the web process
 * asks this before handing a page request to Next. The page keeps its own permanentRedirect() for client-side
 * navigations (their RSC requests must not be redirected by HTTP) and for processes started without server.ts.
 */

/** What makes a lot's canonical URL never changes, so found lots are remembered (bounded, oldest out first). */
const remembered = new Map<string, CanonicalLot>();
const REMEMBER_MAX = 20_000;

const columns = {
  id: lots.id,
  stockNumber: lots.stockNumber,
  year: lots.year,
  make: lots.make,
  model: lots.model,
  trim: lots.trim,
};

async function findCanonicalLot(form: 'root' | 'vehicle', id: string): Promise<CanonicalLot | null> {
  const key = `${form}:${id}`;
  const known = remembered.get(key);
  if (known) return known;
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(lots)
    .where(form === 'root' ? eq(lots.id, Number(id)) : eq(lots.stockNumber, id))
    .limit(1);
  if (!row) return null;
  if (remembered.size >= REMEMBER_MAX) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, row);
  return row;
}

export interface PageRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A client-side navigation's request for the page's React Server Components payload. */
function isRscRequest(request: PageRequest, url: URL): boolean {
  return request.headers.rsc !== undefined || url.searchParams.has('_rsc');
}

/**
 * The Location (path, locale prefix and query kept) a document request for a lot page should be sent to with 301, or
 * null: not a GET or HEAD, not a lot URL, an RSC request, an unknown lot (the page answers 404) or already canonical.
 */
export async function lotRedirectLocation(request: PageRequest): Promise<string | null> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return null;
  const url = new URL(request.url, 'http://localhost');
  const { locale, route } = classifyRoute(url.pathname);
  if (route.kind !== 'lot' || isRscRequest(request, url)) return null;
  const lot = await findCanonicalLot(route.form, route.id);
  const target = lot && lotRedirectTarget(route, lot);
  return target ? `${localizedPath(target, locale)}${url.search}` : null;
}

/** Forget remembered lots (tests). */
export function forgetCanonicalLots(): void {
  remembered.clear();
}
