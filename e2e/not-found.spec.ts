import { expect, test } from '@playwright/test';

for (const path of ['/no-such-page', '/a/b/c', '/es/nada-por-aqui']) {
  test(`${path} is the home-like fallback with HTTP 404 and noindex, rendered on the server`, async ({
    page,
    request,
  }) => {
    const raw = await request.get(path);
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).toContain('data-testid="lot-card"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/es') ? 'No encontramos esa página' : 'We could not find that page',
    );
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
  });
}

test('an unknown lot id answers 404', async ({ request }) => {
  expect((await request.get('/123456789-2020-nothing-here')).status()).toBe(404);
});
