import { expect, test } from '@playwright/test';
import { newMember } from './new-member';

/** A 1x1 PNG: a real image by its content, whatever its name says. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a member uploads an id on the documents page, sees it listed and opens it in the 680x500 pop-up', async ({
  page,
}) => {
  // Record what the page asks window.open for (the pop-up's size), then let it open as usual.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { openedWith?: unknown[] }).openedWith = args;
      return open(...args);
    };
  });
  await newMember(page, 'Dora');
  await page.goto('/myaccount/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('You have not uploaded an id yet.')).toBeVisible();
  // No id yet: the $2,500 cap of unverified members is stated (issue 24 §4).
  await expect(page.getByTestId('id-verification')).toHaveAttribute('data-state', 'none');
  await expect(page.getByTestId('id-verification-state')).toContainText('up to $2,500');

  // A file that is not an id type by its content is refused beside the field.
  const field = page.getByLabel("Passport, driver's license or other id");
  await field.setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('This file type is not accepted.', { exact: false })).toBeVisible();

  await field.setInputFiles({ name: 'my id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('id-upload-done')).toHaveText('Your id was uploaded.');
  const row = page.getByTestId('documents-ids').getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('my id.png');
  // The upload waits for staff's review, and the page says so.
  await expect(row).toContainText('Waiting for review');
  await expect(page.getByTestId('id-verification')).toHaveAttribute('data-state', 'pending');

  const popupPromise = page.waitForEvent('popup');
  await row.getByRole('link', { name: 'Open my id.png' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/rest-api\/v1\.0\/member\/files\/\d+$/);
  const openedWith = await page.evaluate(() => (window as unknown as { openedWith?: unknown[] }).openedWith);
  expect(String(openedWith?.[2])).toMatch(/^width=680,height=500,/);
  const response = await popup.request.get(popup.url());
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  await popup.close();

  // The list survives a reload: it comes from the server.
  await page.reload();
  await expect(page.getByTestId('documents-ids').getByTestId('document-row')).toContainText('my id.png');
});
