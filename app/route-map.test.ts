/**
 * The URL map lives twice: in the folders of `app/[origin]/[locale]` (what Next.js serves) and in
 * lib/domain/route-classifier (what middleware, pages and links think a path is). This test holds them together:
 * every page folder is reached by the classifier, every route the classifier names has its page, and Next.js's own
 * matching of the folders sends each classified URL to that page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_PAGES,
  DAMAGE_SLUGS,
  LANDING_PAGES,
  MEMBERSHIP_TIERS,
  classifyRoute,
  type AccountSection,
  type LandingPage,
  type RouteKind,
  type SearchPreset,
} from '@/lib/domain/route-classifier';
import { cachedRoutePath } from '@/lib/domain/cached-routes';
import { LOCALES } from '@/lib/domain/locales';

const LOCALE_ROOT = path.join(import.meta.dirname, '[origin]', '[locale]');

/** The page of each route the classifier names (files under app/[origin]/[locale]). */
function pageOf(route: RouteKind): string {
  switch (route.kind) {
    case 'home':
      return '(site)/page.tsx';
    case 'content':
      return `(site)/${route.page}/page.tsx`;
    case 'faq':
      return '(site)/faq/[[...subpage]]/page.tsx';
    case 'reviews':
      return '(site)/[slug]/page.tsx';
    case 'login':
      return '(simple)/login/page.tsx';
    case 'register':
      return '(simple)/online-auto-auctions-register/page.tsx';
    case 'search':
      if (route.preset.type === 'live') return '(site)/search/live-auctions/page.tsx';
      // Every other search renders from its cached route, its path and query in the key (lib/domain/cached-routes).
      return '(site)/search-view/[key]/page.tsx';
    case 'lot':
      // Middleware renders the root form from its own, cached route (lib/domain/cached-routes).
      return route.form === 'vehicle' ? '(site)/vehicle/[slug]/page.tsx' : '(site)/lot/[slug]/page.tsx';
    case 'account':
      return route.section === 'checkout'
        ? '(simple)/myaccount/checkout/page.tsx'
        : '(site)/myaccount/[[...section]]/page.tsx';
    case 'landing': {
      const { path: url, locale } = LANDING_PAGES[route.page];
      return `(landing)${url.replace(new RegExp(`^/${locale}/`), '/')}/page.tsx`;
    }
    case 'fallback':
      // Middleware rewrites every path the classifier does not know to this page (with HTTP 404).
      return '(site)/page-not-found/page.tsx';
    case 'admin':
      // The console is no locale's page: app/[origin]/admin, checked in its own block below.
      throw new Error(`${route.path} is a console page, outside app/[origin]/[locale]`);
  }
}

/** The catch-all that answers 404 for a path no other folder claims; middleware never lets a known path reach it. */
const UNCLAIMED = '(site)/[...rest]/page.tsx';

/** Every page.tsx under app/[origin]/[locale], relative to it, with '/' separators. */
function pageFiles(dir = LOCALE_ROOT, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return pageFiles(path.join(dir, entry.name), relative);
    return entry.name === 'page.tsx' ? [relative] : [];
  });
}

type Segment =
  | { type: 'static'; name: string }
  | { type: 'dynamic' }
  | { type: 'catch-all' }
  | { type: 'optional-catch-all' };

function segmentsOf(page: string): Segment[] {
  return page
    .split('/')
    .slice(0, -1)
    .filter((s) => !/^\(.*\)$/.test(s)) // route groups are not in the URL
    .map((s): Segment => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(s)) return { type: 'optional-catch-all' };
      if (/^\[\.\.\.[^\]]+\]$/.test(s)) return { type: 'catch-all' };
      if (/^\[[^\]]+\]$/.test(s)) return { type: 'dynamic' };
      return { type: 'static', name: s };
    });
}

const RANK: Record<Segment['type'], number> = {
  static: 0,
  dynamic: 1,
  'catch-all': 2,
  'optional-catch-all': 3,
};

/** Whether `pattern` matches the URL's segments (after the locale), as Next.js matches one route. */
function matches(pattern: Segment[], parts: string[]): boolean {
  const [head, ...tail] = pattern;
  if (!head) return parts.length === 0;
  if (head.type === 'optional-catch-all') return tail.length === 0;
  if (head.type === 'catch-all') return tail.length === 0 && parts.length > 0;
  const [part, ...rest] = parts;
  if (part === undefined) return false;
  if (head.type === 'static' && head.name !== part) return false;
  return matches(tail, rest);
}

/** Orders routes as Next.js does: at the first segment where they differ, static before dynamic before catch-alls. */
function bySpecificity(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) return x ? -1 : 1;
    if (RANK[x.type] !== RANK[y.type]) return RANK[x.type] - RANK[y.type];
  }
  return 0;
}

const PAGES = pageFiles();
const ROUTES = PAGES.map((page) => ({ page, segments: segmentsOf(page) })).sort((a, b) =>
  bySpecificity(a.segments, b.segments),
);

/** The page Next.js serves for a URL that middleware passes on (its locale prefix taken off; none for English). */
function servedPage(url: string): string | null {
  const parts = url.split('/').filter(Boolean);
  const [head, ...rest] = parts;
  const underLocale = head !== undefined && (LOCALES as readonly string[]).includes(head) ? rest : parts;
  return ROUTES.find((r) => matches(r.segments, underLocale))?.page ?? null;
}

/** The page a URL ends on: the classifier's page for it, which must also be the one Next.js serves for it. */
function reach(url: string) {
  const { locale, route } = classifyRoute(url);
  const prefixed = url.split('/')[1] === locale ? url : `/${locale}${url === '/' ? '' : url}`;
  const served = route.kind === 'fallback' ? pageOf(route) : servedPage(cachedRoutePath(prefixed, route));
  return { route, page: pageOf(route), served };
}

/** Sample URLs of the pages with dynamic segments (values the classifier should accept). */
const DYNAMIC_SAMPLES: Record<string, string[]> = {
  '(site)/[slug]/page.tsx': ['/copart-reviews'],
  '(site)/search-view/[key]/page.tsx': ['/fire-damage', '/salvage-trucks', '/search', '/search/buy-it-now'],
  '(site)/lot/[slug]/page.tsx': ['/123456789-2019-toyota-camry-le'],
  '(site)/vehicle/[slug]/page.tsx': ['/vehicle/12345678-2019-toyota-camry-le'],
  '(site)/faq/[[...subpage]]/page.tsx': ['/faq', '/faq/bidding'],
  '(site)/myaccount/[[...section]]/page.tsx': [
    '/myaccount',
    '/myaccount/watchlist',
    '/myaccount/bidding-limit/payment',
    '/myaccount/membership/vip/payment',
  ],
};

/** The sample URLs of a page: its folders as a path (dynamic ones from DYNAMIC_SAMPLES), bare and under each locale. */
function samplesOf(page: string): string[] {
  const segments = segmentsOf(page);
  const paths = segments.every((s) => s.type === 'static')
    ? [`/${segments.map((s) => (s.type === 'static' ? s.name : '')).join('/')}`]
    : (DYNAMIC_SAMPLES[page] ?? []);
  return paths.flatMap((p) => [p, ...LOCALES.map((locale) => `/${locale}${p === '/' ? '' : p}`)]);
}

describe('the app folders and the route classifier agree', () => {
  test('the walk finds the pages', () => {
    expect(PAGES).toContain('(site)/page.tsx');
    expect(PAGES).toContain(UNCLAIMED);
    expect(PAGES.length).toBeGreaterThan(20);
  });

  test.each(PAGES.filter((p) => p !== UNCLAIMED && p !== pageOf({ kind: 'fallback' })))(
    'the classifier reaches %s',
    (page) => {
      const samples = samplesOf(page);
      expect(samples.length).toBeGreaterThan(0); // a page with dynamic segments needs its DYNAMIC_SAMPLES
      const reached = samples.filter((url) => {
        const { route, page: classified, served } = reach(url);
        return route.kind !== 'fallback' && classified === page && served === page;
      });
      expect({ page, reached: reached.length > 0 }).toEqual({ page, reached: true });
    },
  );

  test('an unknown path ends on the fallback page (middleware rewrites it there)', () => {
    expect(PAGES).toContain(pageOf({ kind: 'fallback' }));
    expect(classifyRoute('/page-not-found').route).toEqual({ kind: 'fallback' });
    expect(classifyRoute('/no-such-page/here').route).toEqual({ kind: 'fallback' });
  });

  /** One URL at least for every kind and every variant the classifier can return. */
  const ACCOUNT_URLS: Record<AccountSection, string> = {
    dashboard: '/myaccount',
    'bidding-limit': '/myaccount/bidding-limit',
    watchlist: '/myaccount/watchlist',
    'contact-information': '/myaccount/contact-information',
    'saved-searches': '/myaccount/saved-searches',
    'billing-information': '/myaccount/billing-information',
    security: '/myaccount/security',
    documents: '/myaccount/ids',
    'manage-membership': '/myaccount/manage-membership',
    bids: '/myaccount/bids',
    transactions: '/myaccount/transactions',
    checkout: '/myaccount/checkout',
    'success-upgrade': '/myaccount/success-upgrade',
    'recovery-password': '/myaccount/recovery-password',
    'bidding-limit-payment': '/myaccount/bidding-limit/payment',
    'membership-payment': '/myaccount/membership/starter/payment',
  };
  const SEARCH_URLS: Record<SearchPreset['type'], string> = {
    all: '/search',
    'buy-it-now': '/search/buy-it-now',
    'auction-only': '/search/auction-only',
    live: '/search/live-auctions',
    damage: '/flood-damage',
    salvage: '/salvage-motorcycles',
    state: '/search/location-state-tx',
    title: '/search/title-name-salvage',
    query: '/search/q-ford%20f150',
    other: '/search/make/toyota',
  };
  const KIND_URLS: Record<Exclude<RouteKind['kind'], 'fallback' | 'admin'>, string[]> = {
    home: ['/', '/es'],
    content: CONTENT_PAGES.map((p) => `/${p}`),
    faq: ['/faq', '/ru/faq/payments'],
    reviews: ['/salvagebid-reviews'],
    login: ['/login', '/pl/login'],
    register: ['/online-auto-auctions-register'],
    search: [...Object.values(SEARCH_URLS), ...DAMAGE_SLUGS.map((d) => `/${d}`), '/ar/search/q-bmw'],
    lot: ['/123456789-2020-honda-civic', '/es/vehicle/87654321-2018-ford-f-150'],
    account: [
      ...Object.values(ACCOUNT_URLS),
      ...MEMBERSHIP_TIERS.map((t) => `/myaccount/membership/${t}/payment`),
    ],
    landing: (Object.keys(LANDING_PAGES) as LandingPage[]).map((p) => LANDING_PAGES[p].path),
  };
  const SAMPLE_URLS = Object.values(KIND_URLS).flat();

  test.each(SAMPLE_URLS)('%s: classified, and served by the page its route names', (url) => {
    const { route, page, served } = reach(url);
    expect(route.kind).not.toBe('fallback');
    expect({ url, page: PAGES.includes(page) ? page : `missing: ${page}` }).toEqual({ url, page });
    expect({ url, served }).toEqual({ url, served: page });
  });

  test('the samples cover every kind, account section, search preset and landing page', () => {
    const routes = SAMPLE_URLS.map((url) => classifyRoute(url).route);
    const seen = (of: (r: RouteKind) => string | null) => new Set(routes.map(of).filter((x) => x !== null));
    expect(seen((r) => r.kind)).toEqual(new Set(Object.keys(KIND_URLS)));
    expect(seen((r) => (r.kind === 'account' ? r.section : null))).toEqual(
      new Set(Object.keys(ACCOUNT_URLS)),
    );
    expect(seen((r) => (r.kind === 'search' ? r.preset.type : null))).toEqual(
      new Set(Object.keys(SEARCH_URLS)),
    );
    expect(seen((r) => (r.kind === 'landing' ? r.page : null))).toEqual(new Set(Object.keys(LANDING_PAGES)));
    expect(seen((r) => (r.kind === 'content' ? r.page : null))).toEqual(new Set(CONTENT_PAGES));
    expect(seen((r) => (r.kind === 'lot' ? r.form : null))).toEqual(new Set(['root', 'vehicle']));
  });
});

/**
 * The staff console lives beside the locales, in app/[origin]/admin: the static `admin` segment wins over `[locale]`
 * in Next.js's matching, so every page folder there is served for its bare path, which the classifier calls `admin`;
 * under a locale prefix the same path is no page at all.
 */
describe('the console’s folders and the route classifier agree', () => {
  const ADMIN_DIR = path.join(import.meta.dirname, '[origin]', 'admin');
  const adminPages = pageFiles(ADMIN_DIR);

  /** A console page's URL: its folders, a sample value for a dynamic one, two segments for a catch-all. */
  function adminUrl(page: string): string {
    const parts = segmentsOf(page).map((s) =>
      s.type === 'static' ? s.name : s.type === 'dynamic' ? '100000001' : 'any/path',
    );
    return ['/admin', ...parts].join('/');
  }

  test('the walk finds the console’s pages', () => {
    expect(adminPages).toEqual(expect.arrayContaining(['page.tsx', 'audit/page.tsx', '[...rest]/page.tsx']));
  });

  test.each(adminPages)('%s is classified as the console, in English, without a locale prefix', (page) => {
    const url = adminUrl(page);
    expect(classifyRoute(url)).toEqual({ locale: 'en', route: { kind: 'admin', path: url } });
    expect(classifyRoute(`${url}/`).route.kind).toBe('admin');
    for (const locale of LOCALES) {
      expect([locale, classifyRoute(`/${locale}${url}`).route]).toEqual([locale, { kind: 'fallback' }]);
    }
  });

  test('no locale is named admin, and no locale page sits under an admin folder', () => {
    expect(LOCALES).not.toContain('admin');
    expect(
      PAGES.filter((page) => segmentsOf(page).some((s) => s.type === 'static' && s.name === 'admin')),
    ).toEqual([]);
  });

  test('paths that only begin with the word are not the console', () => {
    expect(classifyRoute('/administration').route.kind).not.toBe('admin');
    expect(classifyRoute('/admin-reviews').route).toEqual({ kind: 'reviews', product: 'admin' });
  });
});
