import { expect, test } from '@playwright/test';

test('the switcher keeps path, query and hash, and offers no Arabic', async ({ page }) => {
  await page.goto('/search/buy-it-now?sort=year&sort_direction=desc#results');
  const list = page.getByTestId('language-list');
  // A click before the page has hydrated opens nothing on a busy machine: click until the list is there.
  await expect(async () => {
    if (!(await list.isVisible())) await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(list.getByRole('link')).toHaveText(['English', 'Español', 'Русский', 'Polski'], {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await list.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/search\/buy-it-now\?sort=year&sort_direction=desc#results$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra inmediata');

  await page.getByRole('button', { name: /Idioma: Español/ }).click();
  await page.getByTestId('language-list').getByRole('link', { name: 'English' }).click();
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
