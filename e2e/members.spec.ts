import { expect, test } from '@playwright/test';
import { PASSWORD, register } from './new-member';
import { hydrated } from './hydration';

test('register, accept the terms, watch a lot, sign out, and sign in back to the member page', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await register(page, email);

  // A new member has accepted no terms: every page sends them to /terms first. (Hashing the password with scrypt
  // takes a second or more on a busy machine.)
  await expect(page).toHaveURL(/\/terms\?next=%2Fmyaccount(%2F)?$/, { timeout: 15_000 });
  await page.goto('/search');
  await expect(page).toHaveURL(/\/terms\?next=%2Fsearch/);
  await page.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(page).toHaveURL(/\/search$/);

  // Watch a lot from its page; the header badge and the watchlist follow. The lot selling last: one early in the list
  // may be on the block in the demo auction and sell while the test runs.
  await page.goto('/search?sort=sale_date&sort_direction=desc');
  const card = page.getByTestId('lot-card').first().getByRole('link').first();
  const lotPath = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${lotPath}$`));
  const watch = page.locator('.lot-sale').getByRole('button', { name: /watch/i });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  // The button and the header badge flip at once (optimistically); the watch is kept once the server has answered,
  // and leaving the page before that would cancel it.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/member\/watchlist\/\d+$/.test(response.url()),
  );
  await watch.click();
  expect((await saved).ok()).toBe(true);
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /^Watchlist/ }).getByTestId('badge')).toHaveText('1');
  await page.goto('/myaccount/watchlist');
  await expect(page.getByTestId('account-watchlist').locator(`a[href="${lotPath}"]`).first()).toBeVisible();

  // Sign out from the account menu, open a member page, sign in, land on it.
  await page.getByRole('button', { name: 'Account menu for Erin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/myaccount/security');
  await expect(page).toHaveURL(/\/login\?next=%2Fmyaccount%2Fsecurity/);
  await hydrated(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myaccount\/security$/);
  await expect(page.getByTestId('account-security')).toBeVisible();
});

test('the forms name each bad field and keep what was typed', async ({ page }) => {
  await page.goto('/online-auto-auctions-register');
  await hydrated(page.getByRole('button', { name: 'Create account' }));
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');

  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('E-mail').fill('guest@demo.example.com');
  await page.getByLabel('Password').fill('password1234');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common.', { exact: false })).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('An account already uses this e-mail address.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Erin');

  await page.goto('/login');
  await hydrated(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('E-mail').fill('guest@demo.example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail or password is not right.')).toBeVisible();
});

test('a sign-in link to another site lands on the account instead', async ({ page }) => {
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fphish');
  await hydrated(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('E-mail').fill('vip@demo.example.com');
  await page.getByLabel('Password').fill('salvage-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myaccount\/?$/);
  await expect(page.getByTestId('account-dashboard')).toContainText('Victor');
  await expect(page.getByTestId('upgrade-link')).toHaveCount(0);
});
