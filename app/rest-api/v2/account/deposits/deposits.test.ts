import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, payments, transactions } from '@/lib/db/schema';
import createOrder from '@/lib/server/payments/fixtures/paypal-create-order.json' with { type: 'json' };
import type { SiteConfig } from '@/lib/server/content/site-config';

// The site config's switches this suite turns: features.secure_3d and PayPal's client id.
const switches = { secure3d: false, paypal: null as string | null };
const actual = await import('@/lib/server/content/site-config');
jest.unstable_mockModule('@/lib/server/content/site-config', () => ({
  ...actual,
  siteConfig: (): SiteConfig => ({
    ...actual.siteConfig(),
    features: { secure_3d: switches.secure3d },
    paypal: { client_id: switches.paypal },
  }),
}));
process.env.PAYPAL_CLIENT_SECRET ??= 'test-secret';

const { buyingPower } = await import('@/lib/server/bids/buying-power');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { jsonRequest, registerMember } = await import('@/test/members');
const { fakePayPal, followedLink } = await import('@/test/paypal');
const { answerOf, postDeposit, savedCardId } = await import('@/test/payments');
const { POST: challengeRoute } = await import('../payments/[id]/challenge/route');
const { GET: paymentRoute } = await import('../payments/[id]/route');
const { GET: paypalReturnRoute } = await import('../payments/[id]/paypal-return/route');
const { GET: paypalCancelRoute } = await import('../payments/[id]/paypal-cancel/route');

afterAll(() => closeRateLimiters());
afterEach(() => {
  switches.secure3d = false;
  switches.paypal = null;
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function challenge(member: Member, paymentId: number, outcome: string) {
  const url = `/rest-api/v2/account/payments/${paymentId}/challenge`;
  return answerOf(
    await challengeRoute(jsonRequest(url, { body: { outcome }, cookie: member.cookie }), params(paymentId)),
  );
}

describe.each(testDatabaseKinds())('POST /rest-api/v2/account/deposits on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });

  const power = async (member: Member) => (await buyingPower(db, member.memberId)).limitCents;
  const ledger = (member: Member) =>
    db
      .select({ kind: transactions.kind, cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(eq(transactions.memberId, member.memberId));

  test('an approved card deposit is held at once and raises buying power 10x', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    expect(await power(member)).toBe(0);
    const paid = await postDeposit(member, { amount: 600, cardId });
    expect(paid).toEqual({
      status: 200,
      body: {
        data: {
          paymentId: expect.any(Number),
          status: 'approved',
          amount: 600,
          method: 'card',
          actionUrl: null,
          declineCode: null,
          buyingPower: 6_000,
          availableBuyingPower: 6_000,
        },
      },
    });
    expect(await power(member)).toBe(600_000);
    expect(await ledger(member)).toEqual([{ kind: 'deposit', cents: 60_000, status: 'completed' }]);
    const [deposit] = await db.select().from(deposits).where(eq(deposits.memberId, member.memberId));
    expect(deposit).toMatchObject({ amountCents: 60_000, status: 'held', method: 'card' });
    const more = await postDeposit(member, { amount: 1_400, cardId });
    expect(more.body.data).toMatchObject({ status: 'approved', buyingPower: 20_000 });
  });

  test('a replayed Idempotency-Key answers the first answer and charges once; reused with other content is 422', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const key = randomUUID();
    const first = await postDeposit(member, { amount: 700, cardId }, key);
    const twins = await Promise.all([
      postDeposit(member, { amount: 700, cardId }, key),
      postDeposit(member, { amount: 700, cardId }, key),
    ]);
    for (const again of twins) expect(again).toEqual(first);
    expect(await power(member)).toBe(700_000);
    expect(await db.select().from(payments).where(eq(payments.memberId, member.memberId))).toHaveLength(1);
    expect(await ledger(member)).toHaveLength(1);
    const reused = await postDeposit(member, { amount: 800, cardId }, key);
    expect(reused).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await power(member)).toBe(700_000);
  });

  test('declined cards: 422 payment_declined with the reason, nothing held, the decline replayed', async () => {
    const member = await registerMember();
    const poor = await savedCardId(member, '4000000000009995');
    const key = randomUUID();
    const declined = await postDeposit(member, { amount: 600, cardId: poor }, key);
    expect(declined).toMatchObject({
      status: 422,
      body: { error: { code: 'payment_declined', fields: { cardId: 'insufficientFunds' } } },
    });
    expect(await postDeposit(member, { amount: 600, cardId: poor }, key)).toEqual(declined);
    const generic = await savedCardId(member, '4000000000000341');
    expect((await postDeposit(member, { amount: 600, cardId: generic })).body.error.fields).toEqual({
      cardId: 'cardDeclined',
    });
    expect(await power(member)).toBe(0);
    expect(await ledger(member)).toEqual([]);
    const rows = await db.select().from(payments).where(eq(payments.memberId, member.memberId));
    expect(rows.map((p) => [p.status, p.declineCode])).toEqual([
      ['declined', 'insufficient_funds'],
      ['declined', 'generic_decline'],
    ]);
  });

  test('bad input is 422 naming the field, and charges nothing', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const fieldsOf = async (body: unknown, key?: string | null) =>
      (await postDeposit(member, body, key)).body.error?.fields;
    expect(await fieldsOf({ amount: 599, cardId })).toEqual({ amount: 'amountBelowMinimum' });
    expect(await fieldsOf({ amount: '600.50', cardId })).toEqual({ amount: 'amountInvalid' });
    expect(await fieldsOf({ amount: 600.5, cardId })).toEqual({ amount: 'amountInvalid' });
    expect(await fieldsOf({ amount: 'abc', cardId })).toEqual({ amount: 'amountInvalid' });
    expect(await fieldsOf({ amount: -5, cardId })).toEqual({ amount: 'amountInvalid' });
    expect(await fieldsOf({ amount: 600 })).toEqual({ cardId: 'cardIdRequired' });
    expect(await fieldsOf({ amount: 600, method: 'bitcoin' })).toMatchObject({ method: 'methodInvalid' });
    expect(await fieldsOf({ amount: 600, cardId }, null)).toEqual({
      'Idempotency-Key': 'idempotencyKeyMissing',
    });
    expect(await fieldsOf({ amount: 600, method: 'paypal' })).toEqual({ method: 'paypalUnavailable' });
    const other = await registerMember();
    const othersCard = await savedCardId(other);
    expect(await postDeposit(member, { amount: 600, cardId: othersCard })).toMatchObject({
      status: 404,
      body: { error: { code: 'card_not_found' } },
    });
    expect(await power(member)).toBe(0);
  });

  test('with 3-D Secure on, a card that asks for it waits for the challenge; approve counts the deposit once', async () => {
    switches.secure3d = true;
    const member = await registerMember();
    const cardId = await savedCardId(member, '4000000000003220');
    const started = await postDeposit(member, { amount: 600, cardId, locale: 'es' });
    expect(started.body.data).toMatchObject({ status: 'requires_action', declineCode: null });
    const { paymentId, actionUrl } = started.body.data;
    expect(actionUrl).toBe(`/es/myaccount/bidding-limit/payment?challenge=${paymentId}`);
    expect(await power(member)).toBe(0);

    const other = await registerMember();
    expect((await challenge(other, paymentId, 'approve')).status).toBe(404);
    expect((await challenge(member, paymentId, 'maybe')).status).toBe(422);

    const approved = await challenge(member, paymentId, 'approve');
    expect(approved.body.data).toMatchObject({ paymentId, status: 'approved', buyingPower: 6_000 });
    expect(await challenge(member, paymentId, 'approve')).toEqual(approved);
    expect(await power(member)).toBe(600_000);
    expect(await ledger(member)).toHaveLength(1);
    const read = await answerOf(
      await paymentRoute(
        jsonRequest(`/rest-api/v2/account/payments/${paymentId}`, { method: 'GET', cookie: member.cookie }),
        params(paymentId),
      ),
    );
    expect(read.body.data).toMatchObject({ status: 'approved', buyingPower: 6_000 });

    const failing = await postDeposit(member, { amount: 600, cardId });
    const failed = await challenge(member, failing.body.data.paymentId, 'fail');
    expect(failed).toMatchObject({
      status: 422,
      body: { error: { code: 'payment_declined', fields: { cardId: 'authenticationFailed' } } },
    });
    expect(await power(member)).toBe(600_000);
  });

  test('with 3-D Secure off, the same card is approved at once', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member, '4000000000003220');
    const paid = await postDeposit(member, { amount: 650, cardId });
    expect(paid.body.data).toMatchObject({ status: 'approved', buyingPower: 6_500 });
  });

  test('PayPal: the approval link, then the return captures and the deposit counts; cancel counts nothing', async () => {
    switches.paypal = 'paypal-client-id';
    const paypal = fakePayPal();
    try {
      const member = await registerMember();
      const started = await postDeposit(member, { amount: 600, method: 'paypal' });
      expect(started.body.data).toMatchObject({
        status: 'requires_action',
        method: 'paypal',
        actionUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${createOrder.id}`,
      });
      const { paymentId } = started.body.data;
      const back = await paypalReturnRoute(
        jsonRequest(followedLink(paypal.links().returnUrl), { method: 'GET', cookie: member.cookie }),
        params(paymentId),
      );
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `http://localhost/myaccount/bidding-limit/payment?payment=${paymentId}`,
      );
      expect(await power(member)).toBe(600_000);
      const [deposit] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.memberId, member.memberId), eq(deposits.method, 'paypal')));
      expect(deposit).toMatchObject({ status: 'held', gatewayRef: createOrder.id, paymentId });

      const second = await postDeposit(member, { amount: 900, method: 'paypal' });
      const canceled = await paypalCancelRoute(
        jsonRequest(followedLink(paypal.links().cancelUrl), { method: 'GET', cookie: member.cookie }),
        params(second.body.data.paymentId),
      );
      expect(canceled.status).toBe(303);
      const [row] = await db.select().from(payments).where(eq(payments.id, second.body.data.paymentId));
      expect(row!.status).toBe('canceled');
      expect(await power(member)).toBe(600_000);
    } finally {
      paypal.restore();
    }
  });
});
