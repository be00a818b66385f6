import { expect, test } from '@playwright/test';

test('analytics waits for consent; then page views are tracked with client and visit cookies', async ({
  page,
  context,
}) => {
  const tracked: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/event/v1/track') && r.method() === 'POST')
      tracked.push(r.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/about-us');
  await page.waitForTimeout(500);
  expect(tracked).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('sb_client_id');

  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => tracked.length).toBeGreaterThan(0);
  expect(tracked[0]).toMatchObject({ step: 'page_view', substep: '/about-us' });
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['sb_client_id', 'sb_visit_id']));
  expect(await page.evaluate(() => localStorage.getItem('SB.visitId'))).toBeTruthy();

  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect.poll(() => tracked.some((e) => e.substep === '/faq')).toBe(true);
  expect(Number(await page.evaluate(() => localStorage.getItem('SB.pageCounter')))).toBeGreaterThanOrEqual(2);
});

test('declining keeps analytics off', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/event/v1/track')) posts++;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.goto('/about-us');
  await page.waitForTimeout(500);
  expect(posts).toBe(0);
});
