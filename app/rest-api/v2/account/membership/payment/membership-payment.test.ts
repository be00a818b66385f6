import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { SiteConfig } from '@/lib/server/content/site-config';

// The site config's switch this suite turns: features.secure_3d.
const switches = { secure3d: false };
const actual = await import('@/lib/server/content/site-config');
jest.unstable_mockModule('@/lib/server/content/site-config', () => ({
  ...actual,
  siteConfig: (): SiteConfig => ({ ...actual.siteConfig(), features: { secure_3d: switches.secure3d } }),
}));

const { members, membershipSubscriptions, payments, transactions } = await import('@/lib/db/schema');
const { subscribeUpgrade, confirmUpgrade } = await import('@/lib/server/members/membership-upgrade');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { jsonRequest, registerMember } = await import('@/test/members');
const { answerOf, postMembershipPayment, savedCardId } = await import('@/test/payments');
const { POST: challengeRoute } = await import('../../payments/[id]/challenge/route');

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());
afterEach(() => {
  switches.secure3d = false;
});

type Member = Awaited<ReturnType<typeof registerMember>>;

describe.each(testDatabaseKinds())('POST /rest-api/v2/account/membership/payment on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });

  const tierOf = async (member: Member) =>
    (await db.select().from(members).where(eq(members.id, member.memberId)))[0]!.membershipCode;
  const subscriptionsOf = (member: Member) =>
    db
      .select()
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.memberId, member.memberId))
      .orderBy(membershipSubscriptions.id);
  const ledgerOf = (member: Member) =>
    db
      .select({ kind: transactions.kind, cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(eq(transactions.memberId, member.memberId))
      .orderBy(transactions.id);

  test('a Guest pays Premium by card: the membership is active at once for a year, charged once', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const key = randomUUID();
    const paid = await postMembershipPayment(member, { membership: 'premium', cardId }, key);
    expect(paid).toEqual({
      status: 200,
      body: {
        data: {
          paymentId: expect.any(Number),
          status: 'approved',
          amount: 199,
          method: 'card',
          actionUrl: null,
          declineCode: null,
          membership: 'premium',
          membershipName: 'Premium',
        },
      },
    });
    expect(await tierOf(member)).toBe('premium');
    const [subscription] = await subscriptionsOf(member);
    expect(subscription).toMatchObject({ membershipCode: 'premium', status: 'active', priceCents: 19_900 });
    const year = subscription!.endsAt!.getTime() - subscription!.startsAt!.getTime();
    expect(year / 86_400_000).toBeGreaterThanOrEqual(365);
    expect(await ledgerOf(member)).toEqual([
      { kind: 'membership', cents: 19_900, status: 'completed' },
      { kind: 'payment', cents: -19_900, status: 'completed' },
    ]);
    // A double click and a replay answer the first answer and charge nothing more.
    const twins = await Promise.all([
      postMembershipPayment(member, { membership: 'premium', cardId }, key),
      postMembershipPayment(member, { membership: 'premium', cardId }, key),
    ]);
    for (const twin of twins) expect(twin).toEqual(paid);
    expect(await db.select().from(payments).where(eq(payments.memberId, member.memberId))).toHaveLength(1);
    // Paying Premium again (a new key) is no upgrade any more.
    expect(await postMembershipPayment(member, { membership: 'premium', cardId })).toMatchObject({
      status: 409,
      body: { error: { code: 'not_an_upgrade' } },
    });
    // Vip is still above: the next upgrade works the same way.
    expect((await postMembershipPayment(member, { membership: 'vip', cardId })).body.data).toMatchObject({
      status: 'approved',
      amount: 399,
    });
    expect(await tierOf(member)).toBe('vip');
  });

  test('the confirmed upgrade of the flow is the one paid; another tier waits until it is cancelled', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    await subscribeUpgrade(member.memberId, 'starter');
    await confirmUpgrade(member.memberId, 'starter');
    expect(await postMembershipPayment(member, { membership: 'vip', cardId })).toMatchObject({
      status: 409,
      body: { error: { code: 'upgrade_pending' } },
    });
    const paid = await postMembershipPayment(member, { membership: 'starter', cardId });
    expect(paid.body.data).toMatchObject({ status: 'approved', amount: 99, membership: 'starter' });
    const rows = await subscriptionsOf(member);
    expect(rows.map((r) => [r.membershipCode, r.status])).toEqual([['starter', 'active']]);
  });

  test('bad input is 422 naming the field; a declined card is 402 and changes nothing', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const fieldsOf = async (body: unknown, key?: string | null) =>
      (await postMembershipPayment(member, body, key)).body.error?.fields;
    expect(await fieldsOf({ membership: 'gold', cardId })).toEqual({ membership: 'membershipUnknown' });
    expect(await fieldsOf({ membership: 'guest', cardId })).toEqual({ membership: 'membershipUnknown' });
    expect(await fieldsOf({ membership: 'premium' })).toEqual({ cardId: 'cardIdRequired' });
    expect(await fieldsOf({ membership: 'premium', cardId: '1' })).toEqual({ cardId: 'cardIdInvalid' });
    expect(await fieldsOf({ membership: 'premium', cardId }, null)).toEqual({
      'Idempotency-Key': 'idempotencyKeyMissing',
    });
    expect(await fieldsOf({ membership: 'premium', method: 'paypal' })).toEqual({
      method: 'paypalUnavailable',
    });
    const other = await registerMember();
    expect(
      await postMembershipPayment(member, { membership: 'premium', cardId: await savedCardId(other) }),
    ).toMatchObject({ status: 404, body: { error: { code: 'card_not_found' } } });

    const poor = await savedCardId(member, '4000000000009995');
    expect(await postMembershipPayment(member, { membership: 'premium', cardId: poor })).toMatchObject({
      status: 402,
      body: { error: { code: 'payment_declined', fields: { cardId: 'insufficientFunds' } } },
    });
    expect(await tierOf(member)).toBe('guest');
    expect(await ledgerOf(member)).toEqual([]);
    // The upgrade stays recorded, awaiting payment, for another try.
    expect((await subscriptionsOf(member)).map((r) => r.status)).toContain('awaiting_payment');
  });

  test('with 3-D Secure on, the membership changes only once the challenge is approved', async () => {
    switches.secure3d = true;
    const member = await registerMember();
    const cardId = await savedCardId(member, '4000000000003220');
    const started = await postMembershipPayment(member, { membership: 'vip', cardId, locale: 'es' });
    const { paymentId, actionUrl } = started.body.data;
    expect(started.body.data.status).toBe('requires_action');
    expect(actionUrl).toBe(`/es/myaccount/membership/vip/payment?challenge=${paymentId}`);
    expect(await tierOf(member)).toBe('guest');
    const answer = async (outcome: string) =>
      answerOf(
        await challengeRoute(
          jsonRequest(`/rest-api/v2/account/payments/${paymentId}/challenge`, {
            body: { outcome },
            cookie: member.cookie,
          }),
          { params: Promise.resolve({ id: String(paymentId) }) },
        ),
      );
    const approved = await answer('approve');
    expect(approved.body.data).toMatchObject({ status: 'approved', membership: 'vip' });
    expect(await answer('approve')).toEqual(approved);
    expect(await tierOf(member)).toBe('vip');
    expect(await ledgerOf(member)).toHaveLength(2);

    const failing = await registerMember();
    const failingCard = await savedCardId(failing, '4000000000003220');
    const waiting = await postMembershipPayment(failing, { membership: 'starter', cardId: failingCard });
    const failed = await answerOf(
      await challengeRoute(
        jsonRequest(`/rest-api/v2/account/payments/${waiting.body.data.paymentId}/challenge`, {
          body: { outcome: 'fail' },
          cookie: failing.cookie,
        }),
        { params: Promise.resolve({ id: String(waiting.body.data.paymentId) }) },
      ),
    );
    expect(failed).toMatchObject({
      status: 402,
      body: { error: { code: 'payment_declined', fields: { cardId: 'authenticationFailed' } } },
    });
    expect(await tierOf(failing)).toBe('guest');
  });
});
