import { NextRequest } from 'next/server';
import { provideCspCacheSecret, provideSessionSecret } from './lib/env';
import { signClaims } from './lib/server/auth/claims';
import { cspPlaceholder } from './lib/server/http/csp-placeholder';
import {
  PAGE_GATE_FORBIDDEN,
  PAGE_GATE_HEADER,
  PAGE_GATE_NOT_FOUND,
} from './lib/server/http/page-gate-header';
import { originFromSegment } from './lib/server/http/public-origin';
import { ADMIN_PATH_HEADER } from './lib/server/staff/admin-path-header';
import middleware from './middleware';

const SECRET = 'middleware-admin-test-secret-0123456789-abcdef';
provideSessionSecret(SECRET);
provideCspCacheSecret(SECRET);

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000', ...headers },
  });
}
const SESSION = { cookie: 'sl_session=x.y' };

describe('middleware for the staff console', () => {
  test.each(['/admin', '/admin/audit?action=lot.create', '/admin/lots/100000001/'])(
    '%s without a session cookie goes to the English sign-in page with the path as next',
    async (path) => {
      const response = await middleware(request(path));
      expect(response.status).toBe(307);
      const target = new URL(response.headers.get('location')!);
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('next')).toBe(path);
    },
  );

  test('with a session cookie it renders under the origin segment, no locale, told the path, never indexed', async () => {
    const response = await middleware(
      request('/admin/audit/?actor=a%40b.example', { ...SESSION, [ADMIN_PATH_HEADER]: '//evil.example' }),
    );
    const target = new URL(response.headers.get('x-middleware-rewrite')!);
    const [, segment = '', ...rest] = target.pathname.split('/');
    expect(originFromSegment(segment)).toBe('http://localhost:3000');
    expect(`/${rest.join('/')}${target.search}`).toBe('/admin/audit?actor=a%40b.example');
    expect(response.headers.get(`x-middleware-request-${ADMIN_PATH_HEADER}`)).toBe(
      '/admin/audit/?actor=a%40b.example',
    );
    expect(response.headers.get('x-middleware-request-cookie')).toBe(SESSION.cookie);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toContain(
      `'nonce-${await cspPlaceholder(SECRET)}'`,
    );
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test.each([
    [PAGE_GATE_FORBIDDEN, 403, '/admin/not-allowed'],
    [PAGE_GATE_NOT_FOUND, 404, '/admin/page-not-found'],
  ])('the page gate’s %s renders the console’s own page with %s', async (mark, status, page) => {
    const response = await middleware(request('/admin/audit?x=1', { ...SESSION, [PAGE_GATE_HEADER]: mark }));
    expect(response.status).toBe(status);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toMatch(
      new RegExp(`/[^/]+${page}$`),
    );
    expect(response.headers.get(`x-middleware-request-${ADMIN_PATH_HEADER}`)).toBe('/admin/audit?x=1');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test('the console’s 403 and 404 pages keep their status when asked for directly', async () => {
    expect((await middleware(request('/admin/not-allowed', SESSION))).status).toBe(403);
    expect((await middleware(request('/admin/page-not-found', SESSION))).status).toBe(404);
    expect((await middleware(request('/admin', SESSION))).status).toBe(200);
  });

  test('a member owing the new terms still reaches the console (the page decides who may see it)', async () => {
    const claims = await signClaims(
      { memberId: 'm1', termsVersion: 1 },
      SECRET,
      new Date(Date.now() + 60_000),
    );
    const response = await middleware(request('/admin', { cookie: `sl_session=x.y; sl_claims=${claims}` }));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toContain('/admin');
  });

  test('no locale prefix: /en/admin goes to /admin for good, /es/admin is a page we do not serve', async () => {
    const english = await middleware(request('/en/admin/audit', SESSION));
    expect(english.status).toBe(308);
    expect(new URL(english.headers.get('location')!).pathname).toBe('/admin/audit');
    const spanish = await middleware(request('/es/admin', SESSION));
    expect(spanish.status).toBe(404);
    expect(new URL(spanish.headers.get('x-middleware-rewrite')!).pathname).toMatch(/\/es\/page-not-found$/);
  });
});
