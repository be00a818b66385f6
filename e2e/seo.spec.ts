import { expect, test } from '@playwright/test';

test('content pages carry title, description, canonical, hreflang alternates and social tags', async ({
  page,
}) => {
  await page.goto('/es/about-us');
  await expect(page).toHaveTitle(/\| SalvageLane$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/about-us$/);
  for (const [lang, path] of [
    ['en', '/about-us'],
    ['es', '/es/about-us'],
    ['ru', '/ru/about-us'],
    ['pl', '/pl/about-us'],
    ['ar', '/ar/about-us'],
    ['x-default', '/about-us'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
});

test('the page-metadata lookup drives h1, FAQ and breadcrumb structured data', async ({ page }) => {
  await page.goto('/collision');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collision vehicles');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((s) => s.includes('"BreadcrumbList"'))).toBe(true);
  await page.goto('/faq/bidding');
  const faq = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(faq.some((s) => s.includes('"FAQPage"'))).toBe(true);
});

test('spa/meta-tags and spa/config answer with data, and bad input with 422', async ({ request }) => {
  const meta = await request.get('/rest-api/v2/spa/meta-tags?url=/es/collision&_locale=en');
  expect(meta.status()).toBe(200);
  expect((await meta.json()).data).toMatchObject({
    path: '/collision',
    locale: 'es',
    h1: expect.any(String),
  });
  const empty = await request.get('/rest-api/v2/spa/meta-tags?url=/nothing-here');
  expect((await empty.json()).data).toMatchObject({
    title: '',
    description: '',
    h1: '',
    faq: [],
    breadcrumbs: [],
  });
  const bad = await request.get('/rest-api/v2/spa/meta-tags?url=https://evil.example&_locale=fr');
  expect(bad.status()).toBe(422);
  expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['_locale', 'url']);

  const config = (await (await request.get('/rest-api/v2/spa/config')).json()).data;
  expect(config).toMatchObject({ environment: 'prod', termsVersion: 3, features: { secure_3d: false } });
  expect(config.paypal).toHaveProperty('client_id');
});

test('sitemap index, its files and robots.txt', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  expect(index).toMatch(/sitemaps\/pages-1\.xml/);
  expect(index).toMatch(/sitemaps\/search-1\.xml/);
  expect(index).toMatch(/sitemaps\/lots-1\.xml/);
  const lots = await (await request.get('/sitemaps/lots-1.xml')).text();
  expect(lots.match(/<url>/g)?.length).toBeGreaterThan(100);
  const pages = await (await request.get('/sitemaps/pages-1.xml')).text();
  expect(pages).toContain('hreflang="x-default"');
  expect((await request.get('/sitemaps/lots-999.xml')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /myaccount');
});

test('search APIs: suggestions and the vehicle finder, with 422 on bad input', async ({ request }) => {
  const popular = (await (await request.get('/rest-api/v1.0/search/popular-suggest')).json()).data;
  expect(popular.suggestions.length).toBeGreaterThan(0);
  const suggest = (await (await request.get('/rest-api/v1.0/search/suggest/q-toy')).json()).data;
  expect(suggest.suggestions[0]).toMatchObject({ type: 'make', label: 'Toyota', link: '/salvage-toyota' });
  expect((await request.get(`/rest-api/v1.0/search/suggest/q-${'x'.repeat(101)}`)).status()).toBe(422);
  const noPrefix = await request.get('/rest-api/v1.0/search/suggest/toyota');
  expect(noPrefix.status()).toBe(404);
  expect((await noPrefix.json()).error.code).toBe('not_found');
  const finder = (await (await request.get('/rest-api/v2/vehicle-finder-inventory?_locale=es')).json()).data;
  expect(Object.keys(finder).sort()).toEqual([
    'damageTypes',
    'popularMakes',
    'states',
    'titleNames',
    'vehicleTypes',
  ]);
  expect(finder.vehicleTypes[0]).toMatchObject({
    link: expect.stringMatching(/^\/search\?types=/),
    cnt: expect.any(Number),
  });
  expect((await request.get('/rest-api/v2/vehicle-finder-inventory?_locale=xx')).status()).toBe(422);
});

test("a lot URL with a wrong slug redirects to the canonical one, which shows the lookup's overview and condition", async ({
  page,
  request,
}) => {
  // The first generated demo lot (id 300012345) has overview and condition text in the page-metadata lookup.
  const redirect = await request.get('/300012345-1999-wrong-title', { maxRedirects: 0 });
  expect([301, 308]).toContain(redirect.status());
  const canonical = redirect.headers().location!;
  expect(canonical).toMatch(/\/300012345-\d{4}-[a-z0-9-]+$/);

  await page.goto(canonical);
  await expect(page.getByRole('heading', { name: 'Vehicle overview' })).toBeVisible();
  await expect(page.getByText(/comes to auction with/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vehicle condition' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${canonical.replace(/^https?:\/\/[^/]+/, '')}$`),
  );
});
