import { NextRequest } from 'next/server';
import { provideSessionSecret } from './lib/env';
import { signClaims } from './lib/server/auth/claims';
import middleware from './middleware';

const SECRET = 'middleware-test-secret-0123456789-abcdefghij';
provideSessionSecret(SECRET);

async function claims(termsVersion: number | null, secret = SECRET) {
  return signClaims({ memberId: 'm1', termsVersion }, secret, new Date(Date.now() + 3_600_000));
}

function request(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });
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
});
