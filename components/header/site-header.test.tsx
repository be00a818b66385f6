/** @jest-environment node */
// The header as the server renders it (what a crawler or a browser without JavaScript gets): React's server renderer.
import { jest } from '@jest/globals';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import es from '@/messages/es.json' with { type: 'json' };

jest.unstable_mockModule('next-intl/server', () => ({
  getLocale: async () => 'es',
  getTranslations: async (namespace: keyof typeof es) =>
    createTranslator({ locale: 'es', messages: es, namespace }),
}));
const query = { current: 'sort=year&sort_direction=desc' };
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'es' }),
  usePathname: () => '/es/search/buy-it-now',
  useSearchParams: () => new URLSearchParams(query.current),
}));
const emptyGroups = { vehicleTypes: [], damageTypes: [], popularMakes: [], states: [], titleNames: [] };
jest.unstable_mockModule('@/lib/server/search/vehicle-finder-inventory', () => ({
  vehicleFinderInventory: async () => emptyGroups,
}));
const { SiteHeader } = await import('./site-header');

async function headerHtml(): Promise<string> {
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="es" messages={{}}>
      {await SiteHeader()}
    </NextIntlClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The opening tag of the first element matching `pattern` (attributes in React's order). */
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';

test("a visitor's sign-in and registration links are in the server HTML, in the page language", async () => {
  const html = await headerHtml();
  expect(html).toContain(`<a class="header-account__link" href="/es/login">${es.Header.signIn}</a>`);
  expect(html).toContain(
    `<a class="button is-orange" href="/es/online-auto-auctions-register">${es.Header.register}</a>`,
  );
  // Pages are cached for everyone: nothing of a member's own area is rendered on the server.
  expect(html).not.toContain(es.Header.myBids);
  expect(html).not.toContain('header-account--pending');
});

test('the search form submits without JavaScript: GET to the search page with the text as q', async () => {
  const html = await headerHtml();
  const form = tag(html, /<form [^>]*role="search"[^>]*>/);
  expect(form).toContain('action="/es/search"');
  expect(form).toContain('method="get"');
  expect(tag(html, /<input [^>]*type="search"[^>]*>/)).toContain('name="q"');
});

test("the language switcher's links carry the path and the query", async () => {
  const html = await headerHtml();
  const hrefs = [...html.matchAll(/<a href="([^"]*)" hrefLang="(\w+)"/g)].map((m) => [m[2], m[1]]);
  expect(hrefs).toEqual([
    ['en', '/search/buy-it-now?sort=year&amp;sort_direction=desc'],
    ['es', '/es/search/buy-it-now?sort=year&amp;sort_direction=desc'],
    ['ru', '/ru/search/buy-it-now?sort=year&amp;sort_direction=desc'],
    ['pl', '/pl/search/buy-it-now?sort=year&amp;sort_direction=desc'],
  ]);
  query.current = '';
  expect(await headerHtml()).toContain('<a href="/ru/search/buy-it-now" hrefLang="ru"');
  query.current = 'sort=year&sort_direction=desc';
});

test('the Auctions menu leads to the lanes live now and later today', async () => {
  const html = await headerHtml();
  expect(html).toMatch(new RegExp(`<a href="/es/search/live-auctions"[^>]*>${es.Nav.liveAuctions}</a>`));
});
