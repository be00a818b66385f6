import { expect, test } from '@playwright/test';

test('the home page renders and lists demo lots', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salvage and damaged car auctions');
  const cards = page.getByTestId('lot-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(/^(19|20)\d\d \S+/);
  await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);
  expect(
    await cards
      .first()
      .getByRole('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});

test('the home page speaks the prefixed language', async ({ page }) => {
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subastas de autos siniestrados');
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('health answers with the database state', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { status: string; database: { kind: string; ok: boolean } };
  };
  expect(body.data).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
});
