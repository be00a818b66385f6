import { expect, test } from '@playwright/test';
import { searchPathFor } from '../lib/domain/search-path';

/** The fallback page: server-rendered (lots in the HTML), not indexed. */
const FALLBACK = 'data-testid="lot-card"';

test('template routes naming nothing we sell answer 404 with the server-rendered fallback page', async ({
  request,
}) => {
  for (const path of [
    '/salvage-nothing-we-sell',
    '/copart-reviews',
    '/faq/no-such-topic',
    '/search/location-state-zz',
    '/search/title-name-bogus',
    '/es/salvage-auto-auction',
    '/vehicle/12345678-2020-nothing-here',
  ]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    const html = await response.text();
    expect(html).toContain(FALLBACK);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('what the vehicle finder links to answers 200: /salvage-cars lists cars', async ({ page, request }) => {
  for (const path of [
    '/salvage-trucks',
    '/salvage-motorcycles',
    '/salvagelane-reviews',
    '/faq/bidding',
    '/search/location-state-tx',
    '/search/title-name-salvage',
  ]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
  }
  const response = await page.goto('/salvage-cars');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salvage cars for sale');
  await expect(page.getByTestId('lot-card').first()).toBeVisible();
  const upper = await request.get('/search/location-state-TX', { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe('/search/location-state-tx');
});

test('a state page describes itself with its count', async ({ page }) => {
  await page.goto('/search/location-state-tx');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^(\d[\d,]* salvage vehicles? for sale in Texas|No salvage vehicles are for sale in Texas)/,
  );
});

test('any search text has a page that reads it back', async ({ page, request }) => {
  for (const text of ['100%', 'a+b', 'a/b c', '"quoted" it\'s', 'x\u0000y', '🚗', 'تويوتا']) {
    const path = searchPathFor(text);
    expect([text, (await request.get(path)).status()]).toEqual([text, 200]);
  }
  await page.goto(searchPathFor('50% a+b/c'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “50% a+b/c”');
});

test('without JavaScript, /search?q=... ends on the text search’s own page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=toyota+camry');
  expect(new URL(page.url()).pathname).toBe('/search/q-toyota+camry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “toyota camry”');
  await context.close();
});
