import { expect, test } from '@playwright/test';
import { newMember } from './new-member';

test('sign-in and registration have the simple header: logo and secure-area label, nothing else', async ({
  page,
}) => {
  for (const path of ['/login', '/online-auto-auctions-register']) {
    await page.goto(path);
    const header = page.locator('header.site-header--simple');
    await expect(header.getByRole('link', { name: /home/i })).toBeVisible();
    await expect(header.getByText('Secure area')).toBeVisible();
    await expect(header.locator('svg')).toHaveCount(1);
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  }
});

test('checkout has the simple header too', async ({ page }) => {
  await newMember(page, 'Cleo');
  await page.goto('/myaccount/checkout');
  await expect(page.locator('header.site-header--simple').getByText('Secure area')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
});

test('a member page opened signed out goes to /login and remembers where it was going', async ({ page }) => {
  await page.goto('/es/myaccount/watchlist?sort=year');
  await expect(page).toHaveURL(/\/es\/login\?next=%2Fes%2Fmyaccount%2Fwatchlist%3Fsort%3Dyear$/);
  // The sign-in page stores it once it has hydrated, which may come after the URL is there.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redirectPath')))
    .toBe('/es/myaccount/watchlist?sort=year');
});

test('a foreign sign-in target is never remembered', async ({ page }) => {
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirectPath'))).toBeNull();
});

const LANDINGS: [string, string][] = [
  ['/salvage-auto-auction', 'en'],
  ['/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai', 'ru'],
  ['/es/buying-cars-at-iaa-online-auction-for-latin-america', 'es'],
  ['/lp/how-to-buy-car-from-insurance-auto-auctions', 'en'],
  ['/ar/buying-cars-at-iaa-online-auction', 'ar'],
];

for (const [path, lang] of LANDINGS) {
  test(`landing ${path} is in ${lang}, with no header or footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
  });
}

test('a landing page does not answer under another language', async ({ request }) => {
  expect((await request.get('/pl/buying-cars-at-iaa-online-auction')).status()).toBe(404);
});
