import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

// The switch this suite turns: REFUNDS_NEED_APPROVAL.
const switches = { approval: false };
jest.unstable_mockModule('@/lib/server/payments/refund-approval-rule', () => ({
  refundsNeedApproval: () => switches.approval,
}));

const { auditLog, deposits, payments, refunds, transactions } = await import('@/lib/db/schema');
const { cents } = await import('@/lib/domain/money');
const { buyingPower } = await import('@/lib/server/bids/buying-power');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { registerBidder } = await import('@/test/bidders');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { jsonRequest, registerMember } = await import('@/test/members');
const { answerOf, postDeposit, savedCardId } = await import('@/test/payments');
const { registerStaff } = await import('@/test/staff');
const { getList, postRefund } = await import('@/test/transactions');
const { GET: listRoute } = await import('./route');
const { POST: approveRoute } = await import('./[id]/approve/route');
const { POST: denyRoute } = await import('./[id]/deny/route');

type Member = Awaited<ReturnType<typeof registerMember>>;

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());
afterEach(() => {
  switches.approval = false;
});

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function approve(who: Member, id: number | string, key: string | null = randomUUID()) {
  const request = jsonRequest(`/rest-api/v2/admin/refunds/${id}/approve`, { cookie: who.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await approveRoute(request, params(id)));
}

async function deny(who: Member, id: number | string, body: unknown, key: string | null = randomUUID()) {
  const request = jsonRequest(`/rest-api/v2/admin/refunds/${id}/deny`, { body, cookie: who.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await denyRoute(request, params(id)));
}

async function queue(who: Member, query = '') {
  const url = `/rest-api/v2/admin/refunds${query ? `?${query}` : ''}`;
  return answerOf(await listRoute(jsonRequest(url, { method: 'GET', cookie: who.cookie }), {}));
}

describe.each(testDatabaseKinds())('refund approvals on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let finance: Member;
  beforeAll(async () => {
    db = testDb.database.db;
    finance = await registerStaff(['finance']);
  });

  const power = async (member: Member) => (await buyingPower(db, member.memberId)).limitCents;
  const depositOf = async (id: number) => (await db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
  const refundLedger = (member: Member) =>
    db
      .select({ cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.memberId, member.memberId), eq(transactions.kind, 'deposit-refund')));

  /** A bidder with a $600 card deposit (paid through the sandbox): its deposit id. */
  async function cardDeposit() {
    const member = await registerBidder(db, { depositCents: 0 });
    const paid = await postDeposit(member, { amount: 600, cardId: await savedCardId(member) });
    expect(paid.body.data.status).toBe('approved');
    const [row] = await db.select().from(deposits).where(eq(deposits.paymentId, paid.body.data.paymentId));
    return { member, depositId: row!.id, paymentId: paid.body.data.paymentId as number };
  }

  test('off (the default): the refund is paid out at once and never waits in the queue', async () => {
    const { member, depositId } = await cardDeposit();
    const answer = await postRefund(member, depositId);
    expect(answer.body.data).toMatchObject({ status: 'completed', buyingPowerCents: 0 });
    const waiting = await queue(finance);
    expect(waiting.body.data.items.map((r: { depositId: number }) => r.depositId)).not.toContain(depositId);
    const paid = await queue(finance, 'state=paid');
    expect(paid.body.data.items).toContainEqual(
      expect.objectContaining({ id: answer.body.data.refundId, depositId, state: 'paid', amount: 600 }),
    );
  });

  test('on: the request waits for finance (buying power drops at once); approved, it is paid through the gateway', async () => {
    switches.approval = true;
    const { member, depositId, paymentId } = await cardDeposit();
    expect(await power(member)).toBe(600_000);
    const asked = await postRefund(member, depositId);
    expect(asked).toEqual({
      status: 200,
      body: {
        data: {
          refundId: expect.any(Number),
          depositId,
          amountCents: 60_000,
          status: 'awaiting-approval',
          buyingPowerCents: 0,
          availableBuyingPowerCents: 0,
        },
      },
    });
    const refundId = asked.body.data.refundId as number;
    expect((await depositOf(depositId)).status).toBe('released');
    expect(await refundLedger(member)).toEqual([]);
    expect(await postRefund(member, depositId)).toMatchObject({
      status: 409,
      body: { error: { code: 'refund_pending' } },
    });
    expect((await getList(member, 'refunds')).body.data).toMatchObject({
      items: [{ id: refundId, depositId, status: 'awaiting-approval', reason: null, method: 'card' }],
      sums: { count: 1, refundedCents: 0, pendingCents: 60_000 },
    });
    expect((await queue(finance)).body.data.items).toContainEqual({
      id: refundId,
      createdAt: expect.any(String),
      decidedAt: null,
      memberId: member.memberId,
      memberEmail: member.email,
      depositId,
      method: 'card',
      amount: 600,
      state: 'requested',
      reason: null,
    });

    const key = randomUUID();
    const approved = await approve(finance, refundId, key);
    expect(approved).toMatchObject({ status: 200, body: { data: { id: refundId, state: 'paid' } } });
    expect(await approve(finance, refundId, key)).toEqual(approved);
    expect(await approve(finance, refundId)).toMatchObject({
      status: 409,
      body: { error: { code: 'refund_already_decided' } },
    });
    expect((await depositOf(depositId)).status).toBe('refunded');
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('refunded');
    expect(await refundLedger(member)).toEqual([{ cents: -60_000, status: 'completed' }]);
    expect((await getList(member, 'refunds')).body.data).toMatchObject({
      items: [{ id: refundId, status: 'completed' }],
      sums: { refundedCents: 60_000, pendingCents: 0 },
    });
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund'), eq(auditLog.entityId, String(refundId))));
    expect(audited).toMatchObject([
      {
        action: 'refund.approve',
        actorEmail: finance.email,
        before: { state: 'requested' },
        after: { state: 'paid' },
      },
    ]);
  });

  test('on: denied with a reason, the deposit is held again and the member sees why; they may ask again', async () => {
    switches.approval = true;
    const { member, depositId } = await cardDeposit();
    const refundId = (await postRefund(member, depositId)).body.data.refundId as number;
    const denied = await deny(finance, refundId, {
      reason: '  The deposit backs a purchase still being checked.  ',
    });
    expect(denied).toMatchObject({
      status: 200,
      body: {
        data: {
          id: refundId,
          state: 'rejected',
          reason: 'The deposit backs a purchase still being checked.',
        },
      },
    });
    expect((await depositOf(depositId)).status).toBe('held');
    expect(await power(member)).toBe(600_000);
    expect(await refundLedger(member)).toEqual([]);
    expect((await getList(member, 'refunds')).body.data).toMatchObject({
      items: [
        { id: refundId, status: 'denied', reason: 'The deposit backs a purchase still being checked.' },
      ],
      sums: { count: 1, refundedCents: 0, pendingCents: 0 },
    });
    expect(await deny(finance, refundId, { reason: 'Again' })).toMatchObject({
      status: 409,
      body: { error: { code: 'refund_already_decided' } },
    });
    expect(
      await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(refundId))),
    ).toEqual([{ action: 'refund.deny' }]);
    const again = await postRefund(member, depositId);
    expect(again.body.data).toMatchObject({ status: 'awaiting-approval' });
    expect(again.body.data.refundId).not.toBe(refundId);
  });

  test('on: an approved wire deposit goes back by bank transfer, its refund pending', async () => {
    switches.approval = true;
    const member = await registerBidder(db, { depositCents: 0 });
    const [wire] = await db
      .insert(deposits)
      .values({ memberId: member.memberId, amountCents: cents(200_000), status: 'held', method: 'wire' })
      .returning();
    const refundId = (await postRefund(member, wire!.id)).body.data.refundId as number;
    expect((await approve(finance, refundId)).body.data).toMatchObject({ state: 'approved', method: 'wire' });
    expect((await depositOf(wire!.id)).status).toBe('released');
    expect(await refundLedger(member)).toEqual([{ cents: -200_000, status: 'pending' }]);
    expect((await getList(member, 'refunds')).body.data.items).toMatchObject([{ status: 'pending' }]);
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row!.transactionId).toEqual(expect.any(Number));
  });

  test('bad input is 422 naming the field, an unknown refund 404, others than finance 403', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '1234567890']) {
      expect(await approve(finance, bad)).toMatchObject({
        status: 422,
        body: { error: { code: 'invalid_input', fields: { id: expect.any(String) } } },
      });
    }
    expect(await approve(finance, 999_999_999)).toMatchObject({
      status: 404,
      body: { error: { code: 'refund_not_found' } },
    });
    for (const body of [{}, { reason: '' }, { reason: 'no' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
      expect(await deny(finance, 1, body)).toMatchObject({
        status: 422,
        body: { error: { fields: { reason: expect.any(String) } } },
      });
    }
    expect(await deny(finance, 1, { reason: 'Fine reason', extra: 1 })).toMatchObject({ status: 422 });
    expect(await approve(finance, 1, null)).toMatchObject({
      status: 422,
      body: { error: { fields: { 'Idempotency-Key': 'idempotencyKeyMissing' } } },
    });
    expect(await queue(finance, 'state=maybe')).toMatchObject({
      status: 422,
      body: { error: { fields: { state: expect.any(String) } } },
    });
    expect(await queue(finance, 'page=0')).toMatchObject({ status: 422 });
    const member = await registerMember();
    const support = await registerStaff(['support']);
    for (const who of [member, support]) {
      expect((await approve(who, 1)).status).toBe(403);
      expect((await deny(who, 1, { reason: 'Fine reason' })).status).toBe(403);
      expect((await queue(who)).status).toBe(403);
    }
  });
});
