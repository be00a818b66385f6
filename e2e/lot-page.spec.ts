import { expect, test, type Page } from '@playwright/test';
import { newMember } from './new-member';

/** The demo inventory's first lot (it also has overview text in the page-metadata lookup). */
const FIRST_LOT = 300012345;

async function canonicalPath(page: Page): Promise<string> {
  const answer = await page.request.get(`/${FIRST_LOT}-1999-wrong-title`, { maxRedirects: 0 });
  return new URL(answer.headers().location!, 'http://localhost').pathname;
}

function detail(page: Page, term: string) {
  return page
    .getByTestId('lot-details')
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

test('a wrong title slug answers 301 to the canonical URL, in both URL forms and with the locale kept', async ({
  page,
}) => {
  const wrong = await page.request.get(`/${FIRST_LOT}-1999-wrong-title?ref=mail`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  const location = wrong.headers().location!;
  expect(location).toMatch(new RegExp(`^/${FIRST_LOT}-\\d{4}-[a-z0-9-]+\\?ref=mail$`));
  expect((await page.request.get(location, { maxRedirects: 0 })).status()).toBe(200);

  const spanish = await page.request.get(`/es/${FIRST_LOT}-1999-x`, { maxRedirects: 0 });
  expect(spanish.status()).toBe(301);
  expect(spanish.headers().location).toBe(`/es${location.replace(/\?.*$/, '')}`);

  await page.goto(location);
  const stock = (await detail(page, 'Stock number').textContent())!;
  // One canonical URL per lot: the /vehicle/{stock} form, right title or not, goes to the root form.
  const canonical = location.replace(/\?.*$/, '');
  for (const path of [`/vehicle/${stock}-1999-wrong`, `/vehicle/${stock}${canonical.slice(10)}`]) {
    const vehicle = await page.request.get(path, { maxRedirects: 0 });
    expect(vehicle.status()).toBe(301);
    expect(vehicle.headers().location).toBe(canonical);
  }

  expect((await page.request.get('/123456789-2020-nothing-here')).status()).toBe(404);
  expect((await page.request.get('/vehicle/12345678-2020-nothing-here')).status()).toBe(404);
});

test('the lot page: gallery by keyboard and swipe, decoded VIN, sale times, countdown, similar lots', async ({
  page,
}) => {
  await page.goto(await canonicalPath(page));
  const gallery = page.getByRole('region', { name: 'Photos' });
  const position = gallery.locator('.lot-gallery__position');
  await expect(position).toHaveText(/^1 of \d+$/);
  const total = Number((await position.textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(1);

  // Keyboard: the arrow steps, End and Home jump.
  await gallery.getByRole('button', { name: 'Next photo' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 of ${total}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`${total} of ${total}`);
  await page.keyboard.press('Home');
  await expect(position).toHaveText(`1 of ${total}`);

  // A swipe to the left shows the next photo.
  const stage = await gallery.getByTestId('lot-gallery-stage').boundingBox();
  await page.mouse.move(stage!.x + stage!.width * 0.8, stage!.y + stage!.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage!.x + stage!.width * 0.2, stage!.y + stage!.height / 2 + 5, { steps: 5 });
  await page.mouse.up();
  await expect(position).toHaveText(`2 of ${total}`);

  // Full screen, closed with Escape; focus returns to its button.
  await gallery.getByRole('button', { name: 'View full screen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Close full screen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(gallery.getByRole('button', { name: 'View full screen' })).toBeFocused();

  // The VIN, decoded.
  await expect(detail(page, 'VIN')).toHaveText(/^[A-HJ-NPR-Z0-9]{17}$/);
  await expect(detail(page, 'Manufacturer')).not.toHaveText('Unknown');
  await expect(detail(page, 'Country of manufacture')).not.toHaveText('Unknown');
  await expect(detail(page, 'Model year from the VIN')).toHaveText(
    (await detail(page, 'Year').textContent())!,
  );
  await expect(detail(page, 'VIN check digit')).toHaveText('Valid');

  await expect(page.locator('.lot-sale').getByRole('button', { name: /watch/i })).toBeVisible();
  await expect(page.locator('.lot-sale').getByTestId('bid-box')).toBeVisible();

  // Breadcrumbs, similar lots, structured data.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link').first()).toBeVisible();
  const similar = page.getByTestId('similar-lots');
  await expect(similar.getByTestId('lot-card').first()).toBeVisible();
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const vehicle = jsonLd.find((d) => ['Car', 'Motorcycle', 'Vehicle'].includes(String(d['@type'])));
  expect(vehicle).toMatchObject({
    vehicleIdentificationNumber: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: expect.stringMatching(/^\d+$/),
      seller: { '@type': 'Organization' },
    },
  });
  expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();

  // No Guest banner for a visitor.
  await expect(page.getByTestId('lot-guest-banner')).toHaveCount(0);

  // A similar lot opens its page.
  const link = similar.getByTestId('lot-card').first().getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in Guest member sees the upgrade banner with the membership link', async ({ page }) => {
  await newMember(page);
  await page.goto(await canonicalPath(page));
  const banner = page.getByTestId('lot-guest-banner');
  await expect(banner).toContainText('You are bidding as a Guest');
  await expect(banner.getByRole('link', { name: 'Upgrade membership' })).toHaveAttribute(
    'href',
    '/myaccount/manage-membership',
  );
});

test("a lot with a sale date shows it in the viewer's zone too, and counts down to it", async ({ page }) => {
  // The home page lists the next lots to sell: pre-bidding, with a sale date.
  await page.goto('/');
  await page.getByTestId('lot-card').first().getByRole('link').first().click();
  const sale = page.locator('.lot-sale');
  await expect(sale.getByTestId('viewer-sale-time')).toHaveText(/^Your time: .*\d/);
  const timer = sale.getByRole('timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3000 });
  await expect(timer).toHaveText(/^(Sale starts in .*\d\d:\d\d:\d\d|The sale has started)$/);
});
