import { expect, type Browser, type Page } from '@playwright/test';
import { hydrated } from './hydration';

/** The seed's password for every demo member and staff account. */
const DEMO_PASSWORD = 'salvage-demo-2026';

/** Signs a demo account in on `page` through the sign-in form, landing on `next` (the account page by default). */
export async function signIn(page: Page, email: string, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await hydrated(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // scrypt takes a while on a busy machine.
  await expect(page).toHaveURL(next ? new RegExp(`${next}$`) : /\/myaccount\/?$/, { timeout: 20_000 });
}

/** A new browser of its own, signed in as a demo account. */
export async function signedIn(browser: Browser, email: string, next?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, next);
  return page;
}
