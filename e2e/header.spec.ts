import { expect, test, type Page } from '@playwright/test';

const member = (overrides: Record<string, unknown>) => ({
  data: {
    id: 'member-ana',
    first_name: 'Ana',
    email: 'ana@example.com',
    country_iso_2: 'MX',
    buyer_power: { amount: 6000, amountCents: 600_000 },
    acceptedTermsVersion: 3,
    signUpTimestamp: 1_700_000_000,
    membership: { name: 'Starter' },
    lotPurchasesCount: 0,
    activeBidsCount: 3,
    watchlistCurrentCnt: 12,
    isDomestic: false,
    isCompany: false,
    ...overrides,
  },
});

async function signedInAs(page: Page, overrides: Record<string, unknown>) {
  await page.route('**/rest-api/v1.0/member/me', (route) => route.fulfill({ json: member(overrides) }));
}

test('signed out: sign-in link and registration button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/online-auto-auctions-register',
  );
});

test('signed in: badges show 9+ above nine, and the upgrade link below the top tier', async ({ page }) => {
  await signedInAs(page, {});
  await page.goto('/');
  const watchlist = page.getByRole('link', { name: /^Watchlist/ });
  await expect(watchlist.getByTestId('badge')).toHaveText('9+');
  await expect(page.getByRole('link', { name: /^My bids/ }).getByTestId('badge')).toHaveText('3');
  await expect(page.getByTestId('upgrade-link')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu for Ana' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});

test('a Vip member sees no upgrade link; no buying power shows the bidding-limit warning', async ({
  page,
}) => {
  await signedInAs(page, {
    membership: { name: 'Vip' },
    buyer_power: { amount: 0, amountCents: 0 },
    watchlistCurrentCnt: 9,
  });
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: /^Watchlist/ }).getByTestId('badge')).toHaveText('9');
  await expect(page.getByTestId('upgrade-link')).toHaveCount(0);
  await expect(page.getByLabel('Add a deposit to bid')).toBeVisible();
});

test('the search form: spaces become plus signs; an empty query goes to /search/', async ({ page }) => {
  await page.goto('/about-us');
  const box = page.getByRole('combobox', { name: 'Search vehicles' });
  await box.fill('toyota camry');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/q-toyota\+camry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “toyota camry”');

  await page.getByRole('combobox', { name: 'Search vehicles' }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Next serves /search/ as /search (no trailing slash): the same page.
  await expect(page).toHaveURL(/\/search\/?$/);
});

test('suggestions load only after the first hover or focus', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search/popular-suggest') || r.url().includes('/search/suggest/'))
      calls.push(r.url());
  });
  await page.goto('/about-us');
  await page.waitForTimeout(500);
  expect(calls).toEqual([]);
  const box = page.getByRole('combobox', { name: 'Search vehicles' });
  await box.focus();
  await expect.poll(() => calls.some((c) => c.includes('popular-suggest'))).toBe(true);
  await box.fill('ho');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText(/^Ho/);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/salvage-|\/search\?makes=/);
});

test('the vehicle finder works by keyboard and shows en-US counts', async ({ page }) => {
  await page.goto('/ru/about-us');
  const finder = page.getByRole('button', { name: /Подбор автомобиля/ });
  await finder.focus();
  await page.keyboard.press('Enter');
  await expect(finder).toHaveAttribute('aria-expanded', 'true');
  const counts = page.locator('.finder-group__count');
  await expect(counts.first()).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await page.keyboard.press('Escape');
  await expect(finder).toHaveAttribute('aria-expanded', 'false');
  await expect(finder).toBeFocused();
});

test('mobile: the sub-bar collapses behind Menu and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Vehicle finder/ })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: /Vehicle finder/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
