import { expect, test } from '@playwright/test';
import { openLanguageMenu } from './language-menu';

test('the switcher keeps path, query and hash, and offers no Arabic', async ({ page }) => {
  await page.goto('/search/buy-it-now?sort=year&sort_direction=desc#results');
  const list = await openLanguageMenu(page, /Language: English/);
  await expect(list.getByRole('link')).toHaveText(['English', 'Español', 'Русский', 'Polski']);
  await list.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/search\/buy-it-now\?sort=year&sort_direction=desc#results$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra inmediata');

  await (await openLanguageMenu(page, /Idioma: Español/)).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/:\d+\/search\/buy-it-now\?sort=year&sort_direction=desc#results$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Arabic loads by its prefix and renders right to left', async ({ page }) => {
  await page.goto('/ar/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('/en/... redirects to the unprefixed path; links keep the prefix', async ({ page, request }) => {
  const response = await request.get('/en/about-us', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.headers().location).toMatch(/\/about-us$/);

  await page.goto('/pl/about-us');
  const faqLink = page.locator('footer').getByRole('link', { name: 'FAQ' });
  await expect(faqLink).toHaveAttribute('href', '/pl/faq');
  const blog = page.getByRole('link', { name: /Blog/ });
  await expect(blog).toHaveAttribute('target', '_blank');
  await expect(blog).toHaveAttribute('href', /^https:\/\//);
});
