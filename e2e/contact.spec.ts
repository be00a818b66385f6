import { expect, test } from '@playwright/test';

test('the contact form names each bad field, keeps the input, then sends with a success toast', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveCount(4);
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Message')).toHaveValue('short');

  await page.getByLabel('Name').fill('Ana Pérez');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Subject').fill('Export to Chile');
  await page.getByLabel('Message').fill('Can a salvage title be exported to Chile?');
  await page.getByRole('button', { name: 'Send message' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('img', { name: 'Success' })).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(toast).toBeHidden({ timeout: 4500 });
});

test('the contact API answers bad input with the error shape and refuses floods', async ({ request }) => {
  const bad = await request.post('/rest-api/v2/contact-messages', { data: { name: '', email: 'x' } });
  expect(bad.status()).toBe(422);
  const body = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('invalid_input');
  expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);

  const notJson = await request.post('/rest-api/v2/contact-messages', {
    data: Buffer.from('{oops'),
    headers: { 'content-type': 'application/json' },
  });
  expect(notJson.status()).toBe(400);

  const valid = {
    name: 'Flood',
    email: 'f@example.com',
    subject: 'Hi',
    message: 'A perfectly fine message.',
  };
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++)
    statuses.push((await request.post('/rest-api/v2/contact-messages', { data: valid })).status());
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
});
