import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, payments } from '@/lib/db/schema';
import type { SiteConfig } from '@/lib/server/content/site-config';

// PayPal is offered when the site config has its client id (and the secret is set).
const actual = await import('@/lib/server/content/site-config');
jest.unstable_mockModule('@/lib/server/content/site-config', () => ({
  ...actual,
  siteConfig: (): SiteConfig => ({ ...actual.siteConfig(), paypal: { client_id: 'paypal-client-id' } }),
}));
process.env.PAYPAL_CLIENT_SECRET ??= 'test-secret';

const { buyingPower } = await import('@/lib/server/bids/buying-power');
const { PAYPAL_LINK_KEY, PAYPAL_LINK_PARAM, signPayPalLink, verifyPayPalLink } =
  await import('@/lib/server/payments/paypal-link');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { jsonRequest, registerMember } = await import('@/test/members');
const { fakePayPal, followedLink } = await import('@/test/paypal');
const { postDeposit } = await import('@/test/payments');
const { GET: returnRoute } = await import('./paypal-return/route');
const { GET: cancelRoute } = await import('./paypal-cancel/route');

afterAll(() => closeRateLimiters());

type Member = Awaited<ReturnType<typeof registerMember>>;
type Paypal = ReturnType<typeof fakePayPal>;

const CAPTURE = /^POST \/v2\/checkout\/orders\/[^/]+\/capture$/;

// PayPal's return and cancel links change a payment on a GET: only a genuine, unused link of the member's own
// payment may do so. Anything else (forged, replayed, expired, another member's, the other link of the pair) changes
// nothing and shows the payment as it stands.
describe.each(testDatabaseKinds())('PayPal return and cancel links on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let paypal: Paypal;
  beforeAll(() => {
    db = testDb.database.db;
  });
  beforeEach(() => {
    paypal = fakePayPal();
  });
  afterEach(() => paypal.restore());

  const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
  const follow = (route: typeof returnRoute, member: Member, id: number, path: string) =>
    route(jsonRequest(path, { method: 'GET', cookie: member.cookie }), params(id));
  const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const paypalDeposits = (member: Member) =>
    db
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, member.memberId), eq(deposits.method, 'paypal')));

  /** A PayPal deposit waiting for the payer; its return and cancel links as PayPal got them. */
  async function waitingDeposit(member: Member, amount = 600) {
    const started = await postDeposit(member, { amount, method: 'paypal' });
    expect(started.body.data).toMatchObject({ status: 'requires_action', method: 'paypal' });
    return { paymentId: started.body.data.paymentId as number, ...paypal.links() };
  }

  test('the links carry a signed token; the genuine return captures once, and a replay changes nothing', async () => {
    const member = await registerMember();
    const { paymentId, returnUrl, cancelUrl } = await waitingDeposit(member);
    for (const [url, action] of [
      [returnUrl, 'return'],
      [cancelUrl, 'cancel'],
    ] as const) {
      const link = new URL(url);
      expect(link.pathname).toBe(`/rest-api/v2/account/payments/${paymentId}/paypal-${action}`);
      const token = link.searchParams.get(PAYPAL_LINK_PARAM);
      expect(await verifyPayPalLink(token, { memberId: member.memberId, paymentId, action })).toBe(
        (await paymentRow(paymentId)).details[PAYPAL_LINK_KEY],
      );
    }

    const back = await follow(returnRoute, member, paymentId, followedLink(returnUrl));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `http://localhost/myaccount/bidding-limit/payment?payment=${paymentId}`,
    );
    expect(paypal.calls.filter((c) => CAPTURE.test(c))).toHaveLength(1);
    expect(await paypalDeposits(member)).toHaveLength(1);
    expect((await buyingPower(db, member.memberId)).limitCents).toBe(600_000);
    const approved = await paymentRow(paymentId);
    expect(approved.status).toBe('approved');
    expect(approved.details).not.toHaveProperty(PAYPAL_LINK_KEY);

    const callsBefore = paypal.calls.length;
    for (const [route, url] of [
      [returnRoute, returnUrl],
      [cancelRoute, cancelUrl],
    ] as const) {
      const replay = await follow(route, member, paymentId, followedLink(url));
      expect(replay.status).toBe(303);
      expect(replay.headers.get('location')).toBe(back.headers.get('location'));
    }
    expect(paypal.calls.length).toBe(callsBefore);
    expect((await paymentRow(paymentId)).status).toBe('approved');
    expect(await paypalDeposits(member)).toHaveLength(1);
  });

  test('forged links change nothing; the genuine one still works afterwards', async () => {
    const member = await registerMember();
    const { paymentId, returnUrl, cancelUrl } = await waitingDeposit(member);
    const other = await waitingDeposit(member, 700);
    const linkId = String((await paymentRow(paymentId)).details[PAYPAL_LINK_KEY]);
    const facts = { memberId: member.memberId, paymentId, action: 'return' as const };
    const path = `/rest-api/v2/account/payments/${paymentId}/paypal-return`;
    const withToken = (token: string) => `${path}?${PAYPAL_LINK_PARAM}=${token}&token=ORDER&PayerID=P`;
    const forged = [
      path,
      withToken('not-a-token'),
      withToken(new URL(cancelUrl).searchParams.get(PAYPAL_LINK_PARAM)!),
      withToken(new URL(other.returnUrl).searchParams.get(PAYPAL_LINK_PARAM)!),
      withToken(await signPayPalLink(facts, linkId, { secret: 'another-secret-0123456789-0123456789' })),
      withToken(await signPayPalLink(facts, 'guessed-link-id')),
      withToken(await signPayPalLink(facts, linkId, { now: new Date(Date.now() - 25 * 3_600_000) })),
      withToken(await signPayPalLink({ ...facts, memberId: 'someone-else' }, linkId)),
    ];
    const callsBefore = paypal.calls.length;
    for (const url of forged) {
      const answer = await follow(returnRoute, member, paymentId, url);
      expect(answer.status).toBe(303);
      const row = await paymentRow(paymentId);
      expect(row.status).toBe('requires_action');
      expect(row.details[PAYPAL_LINK_KEY]).toBe(linkId);
    }
    expect(paypal.calls.length).toBe(callsBefore);
    expect(await paypalDeposits(member)).toHaveLength(0);

    const genuine = await follow(returnRoute, member, paymentId, followedLink(returnUrl));
    expect(genuine.status).toBe(303);
    expect((await paymentRow(paymentId)).status).toBe('approved');
  });

  test("another member following a member's link gets a 404 and changes nothing", async () => {
    const owner = await registerMember();
    const stranger = await registerMember();
    const { paymentId, returnUrl, cancelUrl } = await waitingDeposit(owner);
    for (const [route, url] of [
      [returnRoute, returnUrl],
      [cancelRoute, cancelUrl],
    ] as const) {
      const answer = await follow(route, stranger, paymentId, followedLink(url));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: { code: 'payment_not_found' } });
    }
    expect((await paymentRow(paymentId)).status).toBe('requires_action');
  });

  test('the pair is single use: after a cancel the return does nothing, and the other way round', async () => {
    const member = await registerMember();
    const first = await waitingDeposit(member);
    await follow(cancelRoute, member, first.paymentId, followedLink(first.cancelUrl));
    expect((await paymentRow(first.paymentId)).status).toBe('canceled');
    await follow(returnRoute, member, first.paymentId, followedLink(first.returnUrl));
    expect((await paymentRow(first.paymentId)).status).toBe('canceled');
    expect(paypal.calls.filter((c) => CAPTURE.test(c))).toHaveLength(0);

    const second = await waitingDeposit(member, 800);
    await follow(returnRoute, member, second.paymentId, followedLink(second.returnUrl));
    await follow(cancelRoute, member, second.paymentId, followedLink(second.cancelUrl));
    expect((await paymentRow(second.paymentId)).status).toBe('approved');
  });

  test('the same return link twice at once captures once', async () => {
    const member = await registerMember();
    const { paymentId, returnUrl } = await waitingDeposit(member);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => follow(returnRoute, member, paymentId, followedLink(returnUrl))),
    );
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(paypal.calls.filter((c) => CAPTURE.test(c))).toHaveLength(1);
    expect(await paypalDeposits(member)).toHaveLength(1);
    expect((await buyingPower(db, member.memberId)).limitCents).toBe(600_000);
  });
});
