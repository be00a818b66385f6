import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';

export const PASSWORD = 'a long passphrase for e2e';

/** Fills and sends the registration form; the new member lands on /terms next. */
export async function register(page: Page, email: string, firstName = 'Erin') {
  await page.goto('/online-auto-auctions-register');
  await hydrated(page.getByRole('button', { name: 'Create account' }));
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Country').selectOption('PL');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A fresh Guest member with no deposit who has accepted the terms, signed in on the account dashboard. */
export async function newMember(page: Page, firstName = 'Erin'): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await register(page, email, firstName);
  await expect(page).toHaveURL(/\/terms\?next=/, { timeout: 15_000 }); // scrypt takes a while on a busy machine
  await page.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(page.getByTestId('account-dashboard')).toBeVisible();
  return email;
}
