import { expect, test } from '@playwright/test';
import { PASSWORD } from './new-member';
import { hydrated } from './hydration';

// The suite's server listens on every address; the browser here reaches it by another name than the suite's
// baseURL. Nothing is set in BASE_URL, so the request's own origin is the site's origin.
const OTHER_ORIGIN = 'http://127.0.0.1:3100';

test('reached at 127.0.0.1, the site signs a member up and in, and every absolute URL names 127.0.0.1', async ({
  page,
  request,
}) => {
  const email = `e2e-origin-${Date.now()}@example.com`;
  await page.goto(`${OTHER_ORIGIN}/online-auto-auctions-register`);
  await hydrated(page.getByRole('button', { name: 'Create account' }));
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Origin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Country').selectOption('PL');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${OTHER_ORIGIN}/terms\\?next=`), { timeout: 15_000 });
  await page.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(page.getByTestId('account-dashboard')).toBeVisible();

  await page.goto(`${OTHER_ORIGIN}/about-us`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${OTHER_ORIGIN}/about-us`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    `${OTHER_ORIGIN}/es/about-us`,
  );
  const config = (await (await request.get(`${OTHER_ORIGIN}/rest-api/v2/spa/config`)).json()).data;
  expect(config.baseURL).toBe(OTHER_ORIGIN);
  const robots = await (await request.get(`${OTHER_ORIGIN}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${OTHER_ORIGIN}/sitemap.xml`);
  // The same cached page at the suite's own name keeps its own origin.
  const local = await (await request.get('/about-us')).text();
  expect(local).toMatch(/<link rel="canonical" href="http:\/\/localhost:3100\/about-us"/);
});

test('a POST from another origin is still refused', async ({ request }) => {
  const response = await request.post(`${OTHER_ORIGIN}/rest-api/v1.0/auth/sign-in`, {
    headers: { origin: 'http://evil.example' },
    data: { email: 'guest@demo.example.com', password: 'salvage-demo-2026' },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe('forbidden');
});
