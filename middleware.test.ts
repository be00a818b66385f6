import { NextRequest } from 'next/server';
import { provideSessionSecret } from './lib/env';
import { signClaims } from './lib/server/auth/claims';
import { PAGE_GATE_HEADER, PAGE_GATE_NOT_FOUND } from './lib/server/http/page-gate-header';
import { originFromSegment } from './lib/server/http/public-origin';
import middleware, { config } from './middleware';

const SECRET = 'middleware-test-secret-0123456789-abcdefghij';
provideSessionSecret(SECRET);

async function claims(termsVersion: number | null, secret = SECRET) {
  return signClaims({ memberId: 'm1', termsVersion }, secret, new Date(Date.now() + 3_600_000));
}

function request(path: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000', ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Where a rewrite sends the request: the page's origin (from the [origin] segment) and the rest of the path. */
function rewrite(response: Response) {
  const target = response.headers.get('x-middleware-rewrite');
  if (!target) return null;
  const [, segment = '', ...rest] = new URL(target).pathname.split('/');
  return { origin: originFromSegment(segment), path: `/${rest.join('/')}` };
}

const location = (response: Response) => response.headers.get('location');

describe('middleware', () => {
  test('a member page without a session cookie goes to /login with the target in next', async () => {
    const response = await middleware(request('/es/myaccount/watchlist?sort=year'));
    expect(response.status).toBe(307);
    const target = new URL(location(response)!);
    expect(target.pathname).toBe('/es/login');
    expect(target.searchParams.get('next')).toBe('/es/myaccount/watchlist?sort=year');
  });

  test('a member whose claim shows older terms goes to /terms, remembering the page', async () => {
    const response = await middleware(
      request('/myaccount/bids', { sl_session: 'x.y', sl_claims: await claims(2) }),
    );
    const target = new URL(location(response)!);
    expect(target.pathname).toBe('/terms');
    expect(target.searchParams.get('next')).toBe('/myaccount/bids');
    const fresh = await middleware(
      request('/', { '__Secure-sl_session': 'x.y', sl_claims: await claims(null) }),
    );
    expect(new URL(location(fresh)!).pathname).toBe('/terms');
  });

  test('the terms page itself, current terms, forged or missing claims pass through', async () => {
    for (const cookies of [
      { sl_session: 'x.y', sl_claims: await claims(2) },
      { sl_session: 'x.y', sl_claims: await claims(3) },
    ]) {
      expect(location(await middleware(request('/terms', cookies)))).toBeNull();
    }
    expect(
      location(await middleware(request('/', { sl_session: 'x.y', sl_claims: await claims(3) }))),
    ).toBeNull();
    const forged = await claims(2, 'another-secret-entirely-0123456789-abcdefghij');
    expect(location(await middleware(request('/', { sl_session: 'x.y', sl_claims: forged })))).toBeNull();
    expect(location(await middleware(request('/', { sl_claims: await claims(2) })))).toBeNull();
  });

  test('pages render under the origin the request came to, by whatever name', async () => {
    expect(rewrite(await middleware(request('/about-us')))).toEqual({
      origin: 'http://localhost:3000',
      path: '/en/about-us',
    });
    expect(rewrite(await middleware(request('/es/about-us', {}, { host: '127.0.0.1:3000' })))).toEqual({
      origin: 'http://127.0.0.1:3000',
      path: '/es/about-us',
    });
  });

  test('redirects stay on the host the browser used', async () => {
    const response = await middleware(request('/myaccount/bids', {}, { host: '127.0.0.1:3000' }));
    expect(new URL(location(response)!).origin).toBe('http://127.0.0.1:3000');
  });

  test('/en and /en/... are permanent aliases of the bare paths', async () => {
    const response = await middleware(request('/en/about-us?x=1'));
    expect(response.status).toBe(308);
    expect(location(response)).toBe('http://localhost:3000/about-us?x=1');
    expect(location(await middleware(request('/en')))).toBe('http://localhost:3000/');
  });

  test('paths we do not serve, dotted ones too, render the fallback page with 404', async () => {
    for (const path of ['/foo.php', '/about-us.html', '/ads.txt', '/es/wp-login.php', '/nothing-here']) {
      const response = await middleware(request(path));
      expect(response.status).toBe(404);
      expect(rewrite(response)?.path).toMatch(/^\/(en|es)\/page-not-found$/);
    }
  });

  test('a page the gate in server.ts marked as naming nothing renders the fallback with 404', async () => {
    const response = await middleware(
      request('/faq/no-such-topic', {}, { [PAGE_GATE_HEADER]: PAGE_GATE_NOT_FOUND }),
    );
    expect(response.status).toBe(404);
    expect(rewrite(response)?.path).toBe('/en/page-not-found');
  });

  test('the matcher leaves the API, Next files, feeds and named files alone, and takes dotted pages', () => {
    const matcher = new RegExp(`^${config.matcher[0]!}$`);
    for (const path of [
      '/rest-api/v2/x',
      '/_next/static/a.js',
      '/socket/',
      '/healthz',
      '/og/lot/1',
      '/favicon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/lots-1.xml',
    ]) {
      expect(matcher.test(path)).toBe(false);
    }
    for (const path of ['/foo.php', '/about-us', '/es/ads.txt', '/apiary', '/sitemap', '/og-info']) {
      expect(matcher.test(path)).toBe(true);
    }
  });
});
