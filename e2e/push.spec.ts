import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { roundUpToIncrement } from '@/lib/domain/bid-increments';
import { centsFromDollars, dollarsOf } from '@/lib/domain/money';
import { LocalPushService, type TestSubscription } from '../test/push-service';
import { E2E_PUSH_SERVICE_PORT } from './push-port';
import { signIn } from './sign-in';

/**
 * Chromium's PushManager.subscribe asks Google's push service (FCM) for an endpoint, which this offline machine cannot
 * reach. The page's PushManager is given the local push service's subscription instead; everything else is the
 * browser's own: the notification permission, the service worker's registration, and the worker receiving the push
 * and showing the notification. The fake records the key it was asked to subscribe with.
 */
function fakePushService(context: BrowserContext, subscription: TestSubscription) {
  return context.addInitScript((sub: TestSubscription) => {
    const held = () => localStorage.getItem('e2e-push') === 'on';
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null as ArrayBuffer | null, userVisibleOnly: true },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push');
        return true;
      },
      getKey: () => null,
    };
    const key = () => {
      const text = localStorage.getItem('e2e-push-key');
      return text ? new Uint8Array(JSON.parse(text) as number[]).buffer : null;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const bytes = [...new Uint8Array(options!.applicationServerKey as Uint8Array)];
      localStorage.setItem('e2e-push-key', JSON.stringify(bytes));
      localStorage.setItem('e2e-push', 'on');
      return {
        ...fake,
        options: { ...fake.options, applicationServerKey: key() },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return held()
        ? ({
            ...fake,
            options: { ...fake.options, applicationServerKey: key() },
          } as unknown as PushSubscription)
        : null;
    };
  }, subscription);
}

async function memberPage(browser: Browser, email: string, subscription?: TestSubscription): Promise<Page> {
  const context = await browser.newContext({ permissions: ['notifications'] });
  if (subscription) await fakePushService(context, subscription);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="push-settings"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** `dollars` rounded up to the bid grid (lib/domain/bid-increments). */
function onGrid(dollars: number): number {
  return dollarsOf(roundUpToIncrement(centsFromDollars(dollars)));
}

/** A maximum bid placed from the member's page, as the bid box sends it. */
async function bid(page: Page, lotId: number, maxBid: number) {
  const answer = await page.evaluate(
    async ({ lotId, maxBid, key }) => {
      const response = await fetch('/rest-api/v2/bids', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ lotId, maxBid }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { lotId, maxBid, key: randomUUID() },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A lot among the latest sales whose next bid is small enough for a few rounds of bidding within buying power. */
async function cheapLot(page: Page) {
  await page.goto('/search?sort=sale_date&sort_direction=desc');
  const cards = page.getByTestId('lot-card');
  for (let i = 14; i < (await cards.count()); i++) {
    const lotPath = (await cards.nth(i).getByRole('link').first().getAttribute('href'))!;
    const lotId = Number(/\/(\d{9})-/.exec(lotPath)![1]);
    const bidding = await page.evaluate(
      async (id) => (await fetch(`/rest-api/v2/lots/${id}/bidding`)).json(),
      lotId,
    );
    const minimumBid = bidding.data.minimumBid as number;
    if (bidding.data.open && !bidding.data.live && minimumBid <= 20_000)
      return { lotPath, lotId, minimumBid };
  }
  throw new Error('no lot open to pre-bids at a small price');
}

test('issue 26 §5: opted in to push, an outbid member gets a notification that the service worker shows and that opens the lot', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const service = await new LocalPushService().start(E2E_PUSH_SERVICE_PORT);
  try {
    const subscription = service.subscription();
    const page = await memberPage(browser, 'vip@demo.example.com', subscription);
    await page.goto('/myaccount/contact-information');
    const settings = page.getByTestId('push-settings');
    await expect(settings.getByTestId('push-browser-state')).toHaveText(
      'This browser does not receive notifications.',
    );
    await settings.getByRole('button', { name: 'Turn on notifications in this browser' }).click();
    await expect(settings.getByTestId('push-notice')).toHaveText('This browser receives your notifications.');
    for (const label of [
      'When I am outbid',
      'When a lot on my watchlist is 10 minutes from the block',
      'When I win, or an offer or counter-offer is answered',
      'About new lots for my saved searches (at most once a day)',
    ]) {
      await expect(settings.getByLabel(label)).toBeChecked();
    }
    expect(await blockingViolations(page)).toEqual([]);
    // The browser's own service worker, for the whole site; the subscription used the server's VAPID key.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${baseURL}/`);
    const api = await page.evaluate(async () => (await fetch('/rest-api/v2/account/push')).json());
    expect(api.data).toMatchObject({
      subscriptions: 1,
      kinds: ['outbid', 'on-the-block', 'results', 'saved-search'],
    });
    const usedKey = await page.evaluate(() => JSON.parse(localStorage.getItem('e2e-push-key')!) as number[]);
    expect(Buffer.from(usedKey).toString('base64url')).toBe(api.data.publicKey);

    // The member bids on a lot no other spec bids on (the latest sales, past those all-in-price uses); another
    // outbids them.
    const { lotPath, lotId, minimumBid } = await cheapLot(page);
    await bid(page, lotId, minimumBid);
    const rival = await memberPage(browser, 'business@demo.example.com');
    await bid(rival, lotId, onGrid(minimumBid + 1_000));

    const [push] = await service.waitFor(subscription, 1, 20_000);
    expect(service.rejected).toEqual([]);
    expect(push!.urgency).toBe('high');
    expect(push!.message).toMatchObject({
      kind: 'outbid',
      url: lotPath,
      tag: `lot-${lotId}`,
      lang: 'en',
      dir: 'ltr',
    });
    expect(push!.message.title).toMatch(/^Outbid on \d{4} /);
    expect(push!.message.body).toContain(`lot ${lotId}`);

    // Delivered to the browser's service worker (DevTools' push delivery), it shows the notification, naming the
    // lot and holding its page's URL for the click.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registrationId,
      data: JSON.stringify(push!.message),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              url: (n.data as { url: string }).url,
            })),
          ),
        // Chromium starts the stopped worker to deliver the push: seconds on a busy machine.
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: push!.message.title,
          body: push!.message.body,
          tag: `lot-${lotId}`,
          url: `${baseURL}${lotPath}`,
        },
      ]);

    // In Arabic, right to left, the settings read the same choices and pass axe.
    await page.goto('/ar/myaccount/contact-information');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(settings.getByRole('heading', { name: 'الإشعارات' })).toBeVisible();
    await expect(settings.getByLabel('عندما تُتجاوز مزايدتي')).toBeChecked();
    await expect(settings.getByTestId('push-browser-state')).toHaveText('يتلقى هذا المتصفح إشعاراتك.');
    expect(await blockingViolations(page)).toEqual([]);

    // Turned off: the server forgets this browser, and the next outbid tells nothing.
    await page.goto('/myaccount/contact-information');
    await settings.getByRole('button', { name: 'Turn off in this browser' }).click();
    await expect(settings.getByTestId('push-notice')).toHaveText(
      'This browser does not receive notifications.',
    );
    await bid(page, lotId, onGrid(minimumBid + 2_000));
    await bid(rival, lotId, onGrid(minimumBid + 3_000));
    await page.waitForTimeout(1_500);
    expect(service.pushesTo(subscription)).toHaveLength(1);
    await rival.context().close();
    await page.context().close();
  } finally {
    await service.stop();
  }
});
