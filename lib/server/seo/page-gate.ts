import 'server-only';
import en from '@/messages/en.json' with { type: 'json' };
import { BRAND } from '@/lib/domain/brand';
import { TITLE_TYPES } from '@/lib/domain/inventory-terms';
import { slugify } from '@/lib/domain/lot-route';
import { classifyRoute, type SearchPreset } from '@/lib/domain/route-classifier';
import { salvageTarget } from '@/lib/domain/search-salvage';
import { US_STATES } from '@/lib/domain/us-states';
import { localizedPath } from '@/lib/i18n/localized-path';
import { queryRecord } from '@/lib/domain/query-record';
import { lotGate } from '../lots/lot-redirect';
import { searchRedirectTarget } from '../search/search-redirect';
import { adminGate } from '../staff/admin-gate';
import { vehicleVocabulary } from '../search/vehicle-vocabulary';

/** A page request as server.ts sees it (Node's IncomingMessage has these). */
export interface PageRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * 301 to another URL of the same page, 404 (the server-rendered fallback page), 403 (the console's not-allowed page),
 * or null: Next renders the page.
 */
/** `temporary`: 307, for an answer that may change (a search that names a lot today); otherwise 301. */
export type PageGateAnswer =
  { redirect: string; temporary?: true } | { notFound: true } | { forbidden: true } | null;

const NOT_FOUND = { notFound: true } as const;

/** The one reviews page, `/{slug of our brand}-reviews` (the footer's link): a page about anyone else is not ours. */
export const REVIEWS_PRODUCT = slugify(BRAND);

/** The FAQ's topics (`/faq/{topic}`): every locale has the same keys (a test checks). */
const FAQ_TOPICS: ReadonlySet<string> = new Set(Object.keys(en.FaqPage.topics));
const TITLES: ReadonlySet<string> = new Set(TITLE_TYPES);

/** A client-side navigation's request for the page's React Server Components payload. */
function isRscRequest(request: PageRequest, url: URL): boolean {
  return request.headers.rsc !== undefined || url.searchParams.has('_rsc');
}

/**
 * Whether a search route names something we sell: a make, model, vehicle type or body style (`/salvage-{x}`), a US
 * state (`/search/location-state-{xx}`, which goes to its lower-case form) or a title type. One we know with no open lot
 * is a page (with no results); every other search route is one.
 */
async function searchGate(
  preset: SearchPreset,
  locale: ReturnType<typeof classifyRoute>['locale'],
  search: string,
): Promise<PageGateAnswer> {
  switch (preset.type) {
    case 'salvage':
      return salvageTarget(preset.slug, await vehicleVocabulary()) ? null : NOT_FOUND;
    case 'state': {
      if (!Object.hasOwn(US_STATES, preset.state.toUpperCase())) return NOT_FOUND;
      const canonical = preset.state.toLowerCase();
      if (canonical === preset.state) return null;
      return { redirect: `${localizedPath(`/search/location-state-${canonical}`, locale)}${search}` };
    }
    case 'title':
      return TITLES.has(preset.title) ? null : NOT_FOUND;
    default: {
      // A text search that is a lot's VIN or stock number goes to its page, `/search?q=` to the text's own page: here,
      // before Next, because the search pages are cached (a redirect is an answer of the moment, not a page).
      const target = await searchRedirectTarget(preset, queryRecord(new URLSearchParams(search)), locale);
      return target ? { redirect: target, temporary: true as const } : null;
    }
  }
}

/** The console (lib/server/staff/admin-gate): 403 and 404 pages with HTML, which Next's forbidden() cannot give. */
async function consoleGate(path: string, request: PageRequest): Promise<PageGateAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const answer = await adminGate(path, headers);
  return answer === 'forbidden' ? { forbidden: true } : answer === 'not-found' ? NOT_FOUND : null;
}

/**
 * What server.ts does with a page request before Next sees it (Next cannot answer a page with a real 404 or 301, and
 * its middleware may not read the database). Only document requests (GET or HEAD, not an RSC payload) are judged:
 * - a lot URL: 301 to its canonical URL, 404 for an unknown lot (either form);
 * - `/faq/{topic}`: 404 for a topic the FAQ does not have;
 * - `/{x}-reviews`: 404 unless x is our own brand (REVIEWS_PRODUCT);
 * - `/admin/...`: 403 for a member or staff the page is not for, 404 for staff on a path with no page (consoleGate);
 * - `/salvage-{x}`, `/search/location-state-{xx}`, `/search/title-name-{x}`: 404 when x names nothing we sell
 *   (searchGate). A landing page's path under another locale (`/es/salvage-auto-auction`) is such a path, or a
 *   fallback already.
 * Everything else: null. Static lists come from memory, makes and models from the cached vocabulary; only a lot is
 * looked up (and remembered).
 */
export async function pageGate(request: PageRequest): Promise<PageGateAnswer> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return null;
  let url: URL;
  try {
    url = new URL(request.url, 'http://localhost');
  } catch {
    return null;
  }
  if (isRscRequest(request, url)) return null;
  const { locale, route } = classifyRoute(url.pathname);
  switch (route.kind) {
    case 'lot':
      return lotGate(route, locale, url.search);
    case 'faq':
      return route.subpage === null || FAQ_TOPICS.has(route.subpage) ? null : NOT_FOUND;
    case 'reviews':
      return route.product === REVIEWS_PRODUCT ? null : NOT_FOUND;
    case 'search':
      return searchGate(route.preset, locale, url.search);
    case 'admin':
      return consoleGate(route.path, request);
    default:
      return null;
  }
}
