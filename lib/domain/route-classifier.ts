/** Classification of URL pathnames into the screens of SPEC §2. */
import { DEFAULT_LOCALE, isLocale } from './locales';
import type { Locale } from './locales';
import { parseLotPath } from './lot-route';

/** Single-segment content pages. */
export const CONTENT_PAGES = [
  'about-us',
  'access-and-inclusion',
  'contact-us',
  'videos',
  'how-it-works',
  'privacy-policy',
  'sitemap',
  'terms',
  'membership',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Top-level damage search pages. */
export const DAMAGE_SLUGS = [
  'collision',
  'fire-damage',
  'flood-damage',
  'theft-damage',
  'repossession',
  'vandalism',
] as const;
export type DamageSlug = (typeof DAMAGE_SLUGS)[number];

/** What a search route pre-selects. */
export type SearchPreset =
  | { type: 'all' }
  | { type: 'buy-it-now' }
  | { type: 'auction-only' }
  /** `/search/live-auctions`: the lanes live now and later today (not a lot search). */
  | { type: 'live' }
  | { type: 'damage'; damage: DamageSlug }
  | { type: 'salvage'; slug: string }
  | { type: 'state'; state: string }
  | { type: 'title'; title: string }
  | { type: 'query'; query: string }
  | { type: 'other'; path: string };

export type AccountSection =
  | 'dashboard'
  | 'bidding-limit'
  | 'watchlist'
  | 'contact-information'
  | 'saved-searches'
  | 'billing-information'
  | 'security'
  | 'documents'
  | 'manage-membership'
  | 'bids'
  | 'transactions'
  | 'checkout'
  | 'success-upgrade'
  | 'recovery-password'
  | 'bidding-limit-payment'
  | 'membership-payment';

/** Paid membership levels with a payment page. */
export const MEMBERSHIP_TIERS = ['starter', 'premium', 'vip'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export type LandingPage =
  'salvage-auto-auction' | 'ru-iaai' | 'es-latin-america' | 'lp-how-to-buy' | 'ar-iaa';

/** Exact path and language of each landing page (they take no locale prefix). */
export const LANDING_PAGES: Readonly<Record<LandingPage, { path: string; locale: Locale }>> = {
  'salvage-auto-auction': { path: '/salvage-auto-auction', locale: 'en' },
  'ru-iaai': { path: '/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai', locale: 'ru' },
  'es-latin-america': { path: '/es/buying-cars-at-iaa-online-auction-for-latin-america', locale: 'es' },
  'lp-how-to-buy': { path: '/lp/how-to-buy-car-from-insurance-auto-auctions', locale: 'en' },
  'ar-iaa': { path: '/ar/buying-cars-at-iaa-online-auction', locale: 'ar' },
};

export type RouteKind =
  | { kind: 'home' }
  | { kind: 'content'; page: ContentPage }
  | { kind: 'faq'; subpage: string | null }
  | { kind: 'reviews'; product: string }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'search'; preset: SearchPreset }
  | { kind: 'lot'; form: 'root' | 'vehicle'; id: string; year: number; slug: string }
  | { kind: 'account'; section: AccountSection; tier?: MembershipTier }
  | { kind: 'landing'; page: LandingPage }
  /** The staff console: `/admin` and below, English only, no locale prefix (`path` is the whole path). */
  | { kind: 'admin'; path: string }
  | { kind: 'fallback' };

export type ClassifiedRoute = { locale: Locale; route: RouteKind };

/** The staff console's root; its pages take no locale prefix (`/es/admin` names nothing). */
export const ADMIN_ROOT = '/admin';

/** The sign-in page for a console path (English: no prefix), with the path as `next`. */
export function adminSignInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/** Account pages one segment under /myaccount (`ids` is an alias of `documents`). */
const ACCOUNT_SEGMENTS: ReadonlyMap<string, AccountSection> = new Map<string, AccountSection>([
  ['bidding-limit', 'bidding-limit'],
  ['watchlist', 'watchlist'],
  ['contact-information', 'contact-information'],
  ['saved-searches', 'saved-searches'],
  ['billing-information', 'billing-information'],
  ['security', 'security'],
  ['documents', 'documents'],
  ['ids', 'documents'],
  ['manage-membership', 'manage-membership'],
  ['bids', 'bids'],
  ['transactions', 'transactions'],
  ['checkout', 'checkout'],
  ['success-upgrade', 'success-upgrade'],
  ['recovery-password', 'recovery-password'],
]);

const FALLBACK: RouteKind = { kind: 'fallback' };

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Text after `prefix` when `value` starts with it and something follows; otherwise null. */
function after(value: string, prefix: string): string | null {
  return value.startsWith(prefix) && value.length > prefix.length ? value.slice(prefix.length) : null;
}

/** `+` becomes a space, then percent-decoding; malformed escapes keep the raw text. */
export function decodeQuerySegment(segment: string): string {
  const spaced = segment.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The preset of `/search/{rest}`; `rest` is the text after `/search/` (may contain slashes). */
function searchPreset(rest: string): SearchPreset {
  if (rest === 'buy-it-now') return { type: 'buy-it-now' };
  if (rest === 'auction-only') return { type: 'auction-only' };
  if (rest === 'live-auctions') return { type: 'live' };
  if (!rest.includes('/')) {
    const state = after(rest, 'location-state-');
    if (state !== null) return { type: 'state', state };
    const title = after(rest, 'title-name-');
    if (title !== null) return { type: 'title', title };
    const query = after(rest, 'q-');
    if (query !== null) return { type: 'query', query: decodeQuerySegment(query) };
  }
  return { type: 'other', path: rest };
}

/** Account route from the segments after /myaccount. */
function accountRoute(segments: readonly string[]): RouteKind {
  const [first, second, third] = segments;
  if (first === undefined) return { kind: 'account', section: 'dashboard' };
  if (segments.length === 1) {
    const section = ACCOUNT_SEGMENTS.get(first);
    return section ? { kind: 'account', section } : FALLBACK;
  }
  if (segments.length === 2 && first === 'bidding-limit' && second === 'payment') {
    return { kind: 'account', section: 'bidding-limit-payment' };
  }
  if (segments.length === 3 && first === 'membership' && third === 'payment' && second !== undefined) {
    if (includes(MEMBERSHIP_TIERS, second))
      return { kind: 'account', section: 'membership-payment', tier: second };
  }
  return FALLBACK;
}

/** Classifies a path with the leading slash and locale prefix removed ("" for the home page). */
function classifyRest(rest: string): RouteKind {
  if (rest === '') return { kind: 'home' };
  const segments = rest.split('/');
  const [first = '', second] = segments;
  if (first === 'search') {
    return { kind: 'search', preset: second === undefined ? { type: 'all' } : searchPreset(rest.slice(7)) };
  }
  if (segments.includes('')) return FALLBACK;
  const lot = parseLotPath(`/${rest}`);
  if (lot) return { kind: 'lot', ...lot };
  if (first === 'myaccount') return accountRoute(segments.slice(1));
  if (first === 'faq') return segments.length > 2 ? FALLBACK : { kind: 'faq', subpage: second ?? null };
  if (segments.length > 1) return FALLBACK;
  if (includes(CONTENT_PAGES, first)) return { kind: 'content', page: first };
  if (includes(DAMAGE_SLUGS, first)) return { kind: 'search', preset: { type: 'damage', damage: first } };
  if (first === 'login') return { kind: 'login' };
  if (first === 'online-auto-auctions-register') return { kind: 'register' };
  const product = first.endsWith('-reviews') ? first.slice(0, -'-reviews'.length) : '';
  if (product !== '') return { kind: 'reviews', product };
  const salvage = after(first, 'salvage-');
  if (salvage !== null) return { kind: 'search', preset: { type: 'salvage', slug: salvage } };
  return FALLBACK;
}

/**
 * The locale and screen of a URL pathname. Landing pages match first, exactly (no locale
 * prefix), then the console (`/admin` and below, no prefix). Then one optional locale prefix (including "en") is
 * removed and the rest is classified. Matching is case-sensitive; one trailing slash is ignored everywhere ("//" is
 * not); a query string or hash, if present, is ignored; "" counts as "/". Unknown paths, and
 * paths not starting with "/", are `fallback`.
 */
export function classifyRoute(pathname: string): ClassifiedRoute {
  const path = pathname.replace(/[?#].*$/s, '') || '/';
  if (!path.startsWith('/')) return { locale: DEFAULT_LOCALE, route: FALLBACK };
  const trimmed = /[^/]\/$/.test(path) ? path.slice(0, -1) : path;
  for (const page of Object.keys(LANDING_PAGES) as LandingPage[]) {
    const landing = LANDING_PAGES[page];
    if (trimmed === landing.path) return { locale: landing.locale, route: { kind: 'landing', page } };
  }
  if (trimmed === ADMIN_ROOT || trimmed.startsWith(`${ADMIN_ROOT}/`)) {
    return { locale: DEFAULT_LOCALE, route: { kind: 'admin', path: trimmed } };
  }
  const rest = trimmed.slice(1);
  const head = rest.split('/', 1)[0] ?? '';
  if (isLocale(head)) return { locale: head, route: classifyRest(rest.slice(head.length + 1)) };
  return { locale: DEFAULT_LOCALE, route: classifyRest(rest) };
}
/** Page chrome: simple header for sign-in, registration and checkout; none on landing pages and the console. */
export function layoutFor(route: RouteKind): 'full' | 'simple' | 'none' {
  if (route.kind === 'login' || route.kind === 'register') return 'simple';
  if (route.kind === 'account' && route.section === 'checkout') return 'simple';
  if (route.kind === 'landing' || route.kind === 'admin') return 'none';
  return 'full';
}

/** True for the member-only account routes under /myaccount. */
export function isMemberRoute(route: RouteKind): route is Extract<RouteKind, { kind: 'account' }> {
  return route.kind === 'account';
}

/** A paid tier's display name (starter -> Starter). */
export function tierName(tier: MembershipTier): string {
  return tier[0]!.toUpperCase() + tier.slice(1);
}
