import { classifyRoute, decodeQuerySegment, isMemberRoute, layoutFor } from './route-classifier';
import type { RouteKind } from './route-classifier';

const route = (pathname: string): RouteKind => classifyRoute(pathname).route;
const PREFIXES = ['', '/en', '/ru', '/es', '/pl', '/ar'] as const;
const localeOf = (prefix: string): string => (prefix === '' ? 'en' : prefix.slice(1));

/** Every SPEC §2 route (other than landing pages) with its classification. */
const ROUTES: [string, RouteKind][] = [
  ['/', { kind: 'home' }],
  ['/about-us', { kind: 'content', page: 'about-us' }],
  ['/access-and-inclusion', { kind: 'content', page: 'access-and-inclusion' }],
  ['/contact-us', { kind: 'content', page: 'contact-us' }],
  ['/videos', { kind: 'content', page: 'videos' }],
  ['/how-it-works', { kind: 'content', page: 'how-it-works' }],
  ['/privacy-policy', { kind: 'content', page: 'privacy-policy' }],
  ['/sitemap', { kind: 'content', page: 'sitemap' }],
  ['/terms', { kind: 'content', page: 'terms' }],
  ['/membership', { kind: 'content', page: 'membership' }],
  ['/faq', { kind: 'faq', subpage: null }],
  ['/faq/bidding', { kind: 'faq', subpage: 'bidding' }],
  ['/salvagebid-reviews', { kind: 'reviews', product: 'salvagebid' }],
  ['/login', { kind: 'login' }],
  ['/online-auto-auctions-register', { kind: 'register' }],
  ['/search', { kind: 'search', preset: { type: 'all' } }],
  ['/search/buy-it-now', { kind: 'search', preset: { type: 'buy-it-now' } }],
  ['/search/auction-only', { kind: 'search', preset: { type: 'auction-only' } }],
  ['/search/live-auctions', { kind: 'search', preset: { type: 'live' } }],
  ['/collision', { kind: 'search', preset: { type: 'damage', damage: 'collision' } }],
  ['/fire-damage', { kind: 'search', preset: { type: 'damage', damage: 'fire-damage' } }],
  ['/flood-damage', { kind: 'search', preset: { type: 'damage', damage: 'flood-damage' } }],
  ['/theft-damage', { kind: 'search', preset: { type: 'damage', damage: 'theft-damage' } }],
  ['/repossession', { kind: 'search', preset: { type: 'damage', damage: 'repossession' } }],
  ['/vandalism', { kind: 'search', preset: { type: 'damage', damage: 'vandalism' } }],
  ['/salvage-cars-for-sale', { kind: 'search', preset: { type: 'salvage', slug: 'cars-for-sale' } }],
  ['/search/location-state-texas', { kind: 'search', preset: { type: 'state', state: 'texas' } }],
  ['/search/title-name-salvage', { kind: 'search', preset: { type: 'title', title: 'salvage' } }],
  ['/search/q-honda+civic', { kind: 'search', preset: { type: 'query', query: 'honda civic' } }],
  ['/search/make-honda', { kind: 'search', preset: { type: 'other', path: 'make-honda' } }],
  [
    '/123456789-2015-honda-civic',
    { kind: 'lot', form: 'root', id: '123456789', year: 2015, slug: 'honda-civic' },
  ],
  [
    '/vehicle/12345678-2015-honda-civic',
    { kind: 'lot', form: 'vehicle', id: '12345678', year: 2015, slug: 'honda-civic' },
  ],
  ['/myaccount', { kind: 'account', section: 'dashboard' }],
  ['/myaccount/bidding-limit', { kind: 'account', section: 'bidding-limit' }],
  ['/myaccount/watchlist', { kind: 'account', section: 'watchlist' }],
  ['/myaccount/contact-information', { kind: 'account', section: 'contact-information' }],
  ['/myaccount/saved-searches', { kind: 'account', section: 'saved-searches' }],
  ['/myaccount/billing-information', { kind: 'account', section: 'billing-information' }],
  ['/myaccount/security', { kind: 'account', section: 'security' }],
  ['/myaccount/documents', { kind: 'account', section: 'documents' }],
  ['/myaccount/ids', { kind: 'account', section: 'documents' }],
  ['/myaccount/manage-membership', { kind: 'account', section: 'manage-membership' }],
  ['/myaccount/bids', { kind: 'account', section: 'bids' }],
  ['/myaccount/transactions', { kind: 'account', section: 'transactions' }],
  ['/myaccount/checkout', { kind: 'account', section: 'checkout' }],
  ['/myaccount/success-upgrade', { kind: 'account', section: 'success-upgrade' }],
  ['/myaccount/recovery-password', { kind: 'account', section: 'recovery-password' }],
  ['/myaccount/bidding-limit/payment', { kind: 'account', section: 'bidding-limit-payment' }],
  [
    '/myaccount/membership/starter/payment',
    { kind: 'account', section: 'membership-payment', tier: 'starter' },
  ],
  [
    '/myaccount/membership/premium/payment',
    { kind: 'account', section: 'membership-payment', tier: 'premium' },
  ],
  ['/myaccount/membership/vip/payment', { kind: 'account', section: 'membership-payment', tier: 'vip' }],
];

describe('classifyRoute: SPEC routes', () => {
  describe.each(PREFIXES)('with prefix %j', (prefix) => {
    it.each(ROUTES)('%s', (path, expected) => {
      const full = path === '/' ? prefix || '/' : prefix + path;
      expect(classifyRoute(full)).toEqual({ locale: localeOf(prefix), route: expected });
      if (path !== '/')
        expect(classifyRoute(`${full}/`)).toEqual({ locale: localeOf(prefix), route: expected });
    });
  });

  it.each(PREFIXES.filter((prefix) => prefix !== ''))('%s/ is the home page in that locale', (prefix) => {
    expect(classifyRoute(`${prefix}/`)).toEqual({ locale: localeOf(prefix), route: { kind: 'home' } });
  });

  it('treats "/myaccount/" and "/search/" like their bare forms', () => {
    expect(route('/myaccount/')).toEqual({ kind: 'account', section: 'dashboard' });
    expect(route('/search/')).toEqual({ kind: 'search', preset: { type: 'all' } });
  });
});

describe('classifyRoute: landing pages', () => {
  it.each([
    ['/salvage-auto-auction', 'en', 'salvage-auto-auction'],
    ['/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai', 'ru', 'ru-iaai'],
    ['/es/buying-cars-at-iaa-online-auction-for-latin-america', 'es', 'es-latin-america'],
    ['/lp/how-to-buy-car-from-insurance-auto-auctions', 'en', 'lp-how-to-buy'],
    ['/ar/buying-cars-at-iaa-online-auction', 'ar', 'ar-iaa'],
  ])('%s is a %s landing page', (path, locale, page) => {
    const expected = { locale, route: { kind: 'landing', page } };
    expect(classifyRoute(path)).toEqual(expected);
    expect(classifyRoute(`${path}/`)).toEqual(expected);
    expect(classifyRoute(`${path}?utm_source=x`)).toEqual(expected);
  });

  it('does not match landing pages under another prefix', () => {
    expect(classifyRoute('/ru/salvage-auto-auction')).toEqual({
      locale: 'ru',
      route: { kind: 'search', preset: { type: 'salvage', slug: 'auto-auction' } },
    });
    expect(classifyRoute('/en/lp/how-to-buy-car-from-insurance-auto-auctions')).toEqual({
      locale: 'en',
      route: { kind: 'fallback' },
    });
    expect(classifyRoute('/es/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai')).toEqual({
      locale: 'es',
      route: { kind: 'fallback' },
    });
    expect(route('/ru/buying-cars-at-iaa-online-auction')).toEqual({ kind: 'fallback' });
    expect(route('/lp')).toEqual({ kind: 'fallback' });
    expect(route('/SALVAGE-AUTO-AUCTION')).toEqual({ kind: 'fallback' });
  });
});

describe('classifyRoute: search details', () => {
  it.each([
    ['/search/q-honda%20civic', 'honda civic'],
    ['/search/q-a%2Bb', 'a+b'],
    ['/search/q-%D0%BB%D0%B0%D0%B4%D0%B0+2107', 'лада 2107'],
    ['/search/q-1HGCM82633A004352', '1HGCM82633A004352'],
    ['/search/q-100%', '100%'],
    ['/search/q-bad%E0%A4%A+text', 'bad%E0%A4%A text'],
    ['/search/q-%ZZ', '%ZZ'],
    ['/search/q-+', ' '],
  ])('decodes %s as %j', (path, query) => {
    expect(route(path)).toEqual({ kind: 'search', preset: { type: 'query', query } });
  });

  it.each([
    ['/search/q-', 'q-'],
    ['/search/location-state-', 'location-state-'],
    ['/search/title-name-', 'title-name-'],
    ['/search/q-a/b', 'q-a/b'],
    ['/search/buy-it-now/extra', 'buy-it-now/extra'],
    ['/search/Buy-It-Now', 'Buy-It-Now'],
    ['/search//', '/'],
  ])('treats %s as another search path', (path, rest) => {
    expect(route(path)).toEqual({ kind: 'search', preset: { type: 'other', path: rest } });
  });

  it('keeps state and title segments raw', () => {
    expect(route('/search/location-state-new-york')).toEqual({
      kind: 'search',
      preset: { type: 'state', state: 'new-york' },
    });
    expect(route('/search/title-name-clean%20title')).toEqual({
      kind: 'search',
      preset: { type: 'title', title: 'clean%20title' },
    });
  });

  it('requires something after salvage-', () => {
    expect(route('/salvage-')).toEqual({ kind: 'fallback' });
    expect(route('/salvage')).toEqual({ kind: 'fallback' });
    expect(route('/salvage-cars/more')).toEqual({ kind: 'fallback' });
  });

  it('prefers reviews over salvage- for "-reviews" paths', () => {
    expect(route('/salvage-reviews')).toEqual({ kind: 'reviews', product: 'salvage' });
  });
});

describe('classifyRoute: fallbacks and bad input', () => {
  it.each([
    '/unknown',
    '/-reviews',
    '/reviews',
    '/about-us/team',
    '/faq/a/b',
    '/Login',
    '/LOGIN',
    '/myaccount/unknown',
    '/myaccount/dashboard',
    '/myaccount/bidding-limit-payment',
    '/myaccount/membership',
    '/myaccount/membership/gold/payment',
    '/myaccount/membership/vip',
    '/myaccount/membership/vip/payment/extra',
    '/myaccount/bidding-limit/pay',
    '/myaccount/constructor',
    '/myaccount/__proto__',
    '/myaccount//',
    '/12345678-2015-honda',
    '/1234567890-2015-honda',
    '/123456789-15-honda',
    '/123456789-2015',
    '/vehicle/123456789-2015-honda',
    '/vehicle/1234567-2015-honda',
    '/vehicle',
    '/de/about-us',
    '/en/ru/about-us',
    '/ru/en',
    '//',
    '///about-us',
    '/about-us//',
    '/%61bout-us',
    '/ab out-us',
    '/про-нас',
  ])('%j is the fallback page', (path) => {
    expect(route(path)).toEqual({ kind: 'fallback' });
  });

  it('keeps the locale of a prefixed unknown path', () => {
    expect(classifyRoute('/pl/unknown')).toEqual({ locale: 'pl', route: { kind: 'fallback' } });
    expect(classifyRoute('/ru//')).toEqual({ locale: 'ru', route: { kind: 'fallback' } });
  });

  it('handles empty and relative input', () => {
    expect(classifyRoute('')).toEqual({ locale: 'en', route: { kind: 'home' } });
    expect(classifyRoute('about-us')).toEqual({ locale: 'en', route: { kind: 'fallback' } });
    expect(classifyRoute(' /about-us')).toEqual({ locale: 'en', route: { kind: 'fallback' } });
    expect(classifyRoute('/RU/about-us')).toEqual({ locale: 'en', route: { kind: 'fallback' } });
  });

  it('ignores a query string or hash if one slips through', () => {
    expect(route('/login?next=/myaccount')).toEqual({ kind: 'login' });
    expect(route('/faq#top')).toEqual({ kind: 'faq', subpage: null });
    expect(route('/?a=b')).toEqual({ kind: 'home' });
  });
});

describe('decodeQuerySegment', () => {
  it('turns + into spaces, then percent-decodes, never throwing', () => {
    expect(decodeQuerySegment('a+b%2Bc')).toBe('a b+c');
    expect(decodeQuerySegment('%E0%A4%A+x')).toBe('%E0%A4%A x');
    expect(decodeQuerySegment('')).toBe('');
  });
});

describe('layoutFor', () => {
  it.each([
    ['/login', 'simple'],
    ['/ru/online-auto-auctions-register', 'simple'],
    ['/myaccount/checkout', 'simple'],
    ['/myaccount/watchlist', 'full'],
    ['/salvage-auto-auction', 'none'],
    ['/ar/buying-cars-at-iaa-online-auction', 'none'],
    ['/', 'full'],
    ['/search', 'full'],
    ['/123456789-2015-honda', 'full'],
    ['/nowhere', 'full'],
  ])('%s -> %s', (path, layout) => {
    expect(layoutFor(route(path))).toBe(layout);
  });
});

describe('isMemberRoute', () => {
  it('is true only for account routes', () => {
    expect(isMemberRoute(route('/myaccount'))).toBe(true);
    expect(isMemberRoute(route('/es/myaccount/membership/vip/payment'))).toBe(true);
    expect(isMemberRoute(route('/login'))).toBe(false);
    expect(isMemberRoute(route('/myaccount/nope'))).toBe(false);
    expect(isMemberRoute(route('/membership'))).toBe(false);
  });
});
