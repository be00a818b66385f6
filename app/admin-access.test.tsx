/** @jest-environment node */
// A .tsx test so that jest loads the pages as ES modules (as it does the .ts files they import); no DOM: server code.
/**
 * Every console page and every /rest-api/v2/admin route, walked with every kind of visitor: nobody signed in, a member
 * who is not staff, staff of each role alone (with their second factor), and staff who have not enrolled one yet.
 * Both lists are found, not written: the pages are the page.tsx files under app/[origin]/admin, the routes the
 * route.ts files under app/rest-api/v2/admin (which must be the contract's admin operations), so a new page or route
 * is walked the day it is added.
 *
 * Pages are rendered by calling the page component itself (Next's server components are async functions) with the
 * request headers mocked: the page's own guard runs with the permission the page declares (`export const permission`,
 * or ANY_STAFF for the second factor's own pages, ANYONE for the console's 403 and 404 pages) and its interrupts
 * (redirect, forbidden) come back as Next throws them. The page gate, which answers a document request's 403 before
 * Next renders (server.ts's pageGate, lib/server/staff/admin-gate), is asked too, and its table (ADMIN_PAGES) must
 * name every page as the page does. That tests what each page does, not just the guard; rendering through a running
 * Next server would need a build, and middleware's part (no cookie: sign-in; the gate's 403 page) has its own test
 * (middleware.admin.test.ts). Route handlers are called as they are, and each must carry the permission withStaff
 * named (or ANY_STAFF, withStaffAccount).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import {
  enableAuthInterrupts,
  outcomeOf,
  pageRequestHeadersModule,
  setPageRequest,
} from '@/test/admin-pages';

jest.unstable_mockModule('next/headers', () => pageRequestHeadersModule);
const { API_OPERATIONS, apiRoutes } = await import('@/lib/api-contract/operations');
const { routeFilesUnder } = await import('@/lib/api-contract/route-files');
const { ANY_STAFF, STAFF_PERMISSIONS, STAFF_ROLES, hasPermission } = await import('@/lib/domain/staff');
const { ADMIN_PAGES, ANYONE, adminPageNeeds } = await import('@/lib/domain/admin-pages');
const { pageGate } = await import('@/lib/server/seo/page-gate');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { TWO_FACTOR_ENROLMENT_PATH } = await import('@/lib/server/staff/staff-member');
const { useTestDatabase } = await import('@/test/databases');
const { jsonRequest, registerMember } = await import('@/test/members');
const { registerStaff } = await import('@/test/staff');

enableAuthInterrupts();
afterAll(() => closeRateLimiters());

/** What a page or route declares it needs. */
type Needs = (typeof STAFF_PERMISSIONS)[number] | typeof ANY_STAFF | typeof ANYONE;
type PageModule = {
  default: (props: { params: Promise<object>; searchParams: Promise<object> }) => unknown;
  permission?: unknown;
};
type Handler = ((request: Request, context: unknown) => Promise<Response>) & { permission?: unknown };

const APP = import.meta.dirname;
const CONSOLE_DIR = path.join(APP, '[origin]', 'admin');
const ADMIN_API = '/rest-api/v2/admin';
const SAMPLE_ID = '100000001';

/** Each page.tsx under the console's folder: its file, a URL for it and the params Next would give it. */
function consolePages() {
  return readdirSync(CONSOLE_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => {
      const folders = path.relative(CONSOLE_DIR, entry.parentPath).split(path.sep).filter(Boolean);
      const params: Record<string, string | string[]> = {};
      const parts = folders
        .filter((folder) => !/^\(.*\)$/.test(folder))
        .map((folder) => {
          const catchAll = /^\[\[?\.\.\.(.+?)\]?\]$/.exec(folder);
          if (catchAll) return (params[catchAll[1]!] = ['any', 'path']).join('/');
          const dynamic = /^\[(.+)\]$/.exec(folder);
          if (dynamic) return (params[dynamic[1]!] = SAMPLE_ID);
          return folder;
        });
      return {
        file: path.join(entry.parentPath, entry.name),
        url: ['/admin', ...parts].join('/'),
        /** The page's route as ADMIN_PAGES writes it (`[id]` kept); null for the catch-all of paths with no page. */
        route: folders.some((f) => f.startsWith('[...') || f.startsWith('[[...'))
          ? null
          : ['/admin', ...folders].join('/'),
        params,
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

const PAGES = consolePages();
const ROUTES = routeFilesUnder(path.join(APP, 'rest-api', 'v2', 'admin')).map((route) => ({
  ...route,
  path: `${ADMIN_API}${route.path === '/' ? '' : route.path}`,
}));

/** Who walks: a name, a cookie (none: signed out), roles, and whether they enrolled a second factor. */
type Walker = { name: string; cookie?: string; roles: (typeof STAFF_ROLES)[number][]; enrolled: boolean };

function isNeeds(value: unknown): value is Needs {
  return value === ANY_STAFF || value === ANYONE || (STAFF_PERMISSIONS as readonly unknown[]).includes(value);
}

/** Whether a walker passes a guard that needs `needs` (before anything else the page or route decides). */
function passes(walker: Walker, needs: Needs): boolean {
  if (needs === ANYONE) return true;
  if (walker.roles.length === 0) return false;
  if (needs === ANY_STAFF) return true;
  return walker.enrolled && hasPermission(walker.roles, needs);
}

describe('every console page and admin route, with every role', () => {
  useTestDatabase('pglite');
  const walkers: Walker[] = [];

  beforeAll(async () => {
    walkers.push({ name: 'nobody', roles: [], enrolled: false });
    walkers.push({ name: 'a member', cookie: (await registerMember()).cookie, roles: [], enrolled: false });
    for (const role of STAFF_ROLES) {
      walkers.push({
        name: role,
        cookie: (await registerStaff([role])).cookie,
        roles: [role],
        enrolled: true,
      });
    }
    const unenrolled = await registerStaff(['admin'], { secondFactor: false });
    walkers.push({
      name: 'admin, no second factor',
      cookie: unenrolled.cookie,
      roles: ['admin'],
      enrolled: false,
    });
  }, 120_000);

  test('the walk finds the console’s pages and the admin API, and the contract lists exactly those routes', () => {
    expect(PAGES.map((p) => p.url)).toEqual(expect.arrayContaining(['/admin', '/admin/audit']));
    expect(ROUTES.map((r) => r.path)).toContain(`${ADMIN_API}/audit`);
    const documented = apiRoutes(API_OPERATIONS.filter((op) => op.path.startsWith(`${ADMIN_API}/`)));
    const pairs = (list: { path: string; methods: readonly string[] }[]) =>
      list.flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)).sort();
    expect(pairs(ROUTES)).toEqual(pairs(documented));
  });

  test('the page gate’s table names exactly the console’s pages (the catch-all aside)', () => {
    const routes = PAGES.flatMap((page) => (page.route === null ? [] : [page.route]));
    expect(Object.keys(ADMIN_PAGES).sort()).toEqual(routes.sort());
    expect(PAGES.filter((page) => page.route === null).map((page) => adminPageNeeds(page.url))).toEqual([
      null,
    ]);
  });

  test.each(PAGES.map((page) => [page.url, page] as const))('page %s', async (url, page) => {
    const mod = (await import(page.file)) as PageModule;
    expect([url, isNeeds(mod.permission)]).toEqual([url, true]);
    const needs = mod.permission as Needs;
    // The gate's table agrees; the catch-all (no such page) is for staff, who learn there is none.
    expect([url, page.route === null ? 'dashboard.read' : adminPageNeeds(url)]).toEqual([url, needs]);
    const render = () =>
      mod.default({ params: Promise.resolve(page.params), searchParams: Promise.resolve({}) });
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const walker of walkers) {
      setPageRequest({ cookie: walker.cookie, adminPath: url });
      const outcome = await outcomeOf(render);
      const where = outcome.kind === 'redirect' ? outcome.location : '';
      const answer = await pageGate({
        method: 'GET',
        url,
        headers: walker.cookie ? { cookie: walker.cookie } : {},
      });
      const gate = answer === null ? null : Object.keys(answer)[0];
      const pageSays =
        outcome.kind === 'forbidden'
          ? '403'
          : where.startsWith('/login?')
            ? `sign-in ${where}`
            : where === TWO_FACTOR_ENROLMENT_PATH
              ? 'enrol'
              : 'allowed';
      seen[walker.name] = `${pageSays}, gate ${gate}`;
      // ANYONE's pages render for whoever middleware lets in (it sends a visitor without a cookie to sign in first).
      const expectedPage =
        needs === ANYONE
          ? 'allowed'
          : !walker.cookie
            ? `sign-in /login?next=${encodeURIComponent(url)}`
            : passes(walker, needs)
              ? 'allowed'
              : walker.roles.length > 0 && !walker.enrolled
                ? 'enrol'
                : '403';
      // The gate refuses what the page refuses; it leaves sign-in and enrolment to the page, and names no page 404.
      const expectedGate =
        expectedPage === '403'
          ? 'forbidden'
          : page.route === null && expectedPage === 'allowed'
            ? 'notFound'
            : null;
      expected[walker.name] = `${expectedPage}, gate ${expectedGate}`;
    }
    expect(seen).toEqual(expected);
  });

  const calls = ROUTES.flatMap((route) =>
    route.methods.map((method) => [`${method} ${route.path}`, route, method] as const),
  );
  test.each(calls)('route %s', async (_name, route, method) => {
    const handler = ((await import(route.file)) as Record<string, Handler>)[method]!;
    expect([route.path, method, isNeeds(handler.permission)]).toEqual([route.path, method, true]);
    const needs = handler.permission as Needs;
    const params: Record<string, string> = {};
    const url = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => (params[name] = SAMPLE_ID));
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const walker of walkers) {
      const response = await handler(
        jsonRequest(url, { method, body: method === 'GET' ? undefined : {}, cookie: walker.cookie }),
        { params: Promise.resolve(params) },
      );
      const denied = response.status === 401 || response.status === 403;
      seen[walker.name] = denied ? String(response.status) : 'allowed';
      expected[walker.name] = !walker.cookie ? '401' : passes(walker, needs) ? 'allowed' : '403';
    }
    expect(seen).toEqual(expected);
  });
});
