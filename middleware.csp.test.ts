import { NextRequest } from 'next/server';
import { provideCspCacheSecret } from './lib/env';
import { cspPlaceholder } from './lib/server/http/csp-placeholder';
import middleware from './middleware';

const SECRET = 'middleware-csp-test-secret-0123456789-abcdef';
provideCspCacheSecret(SECRET);

const page = (path: string, headers: Record<string, string> = {}) =>
  middleware(
    new NextRequest(new URL(path, 'http://localhost:3000'), {
      headers: { host: 'localhost:3000', cookie: 'a=1', ...headers },
    }),
  );

// Pages render with the secret placeholder as their nonce (server.ts swaps in a fresh one per answer): middleware
// sets it as the request's CSP header for every page it lets render, over anything the client sent.
describe('the CSP placeholder reaches every page render', () => {
  test.each(['/', '/ar/about-us', '/salvage-honda', '/no-such-page-at-all', '/search/location-state-tx'])(
    '%s',
    async (path) => {
      const response = await page(path, { 'content-security-policy': "script-src 'nonce-mine'" });
      expect(response.headers.get('x-middleware-rewrite')).not.toBeNull();
      const listed = response.headers.get('x-middleware-override-headers')!.split(',');
      expect(listed).toEqual(expect.arrayContaining(['content-security-policy', 'cookie', 'host']));
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(
        `script-src 'nonce-${await cspPlaceholder(SECRET)}' 'strict-dynamic'`,
      );
      expect(response.headers.get('x-middleware-request-cookie')).toBe('a=1');
    },
  );

  test('a redirect renders nothing and carries none', async () => {
    const response = await page('/en/about-us');
    expect(response.status).toBe(308);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
  });
});
