import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, idReviews, lots } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { onMemberNotice, type MemberNotice } from '@/lib/live/member-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import {
  approvalStaff,
  jobsFor,
  lotOnApproval,
  mailsTo,
  offerRow,
  purchasesOf,
  type AnyBody,
} from '@/test/approvals';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch } from '@/test/lots';
import { buyingPower } from '../bids/buying-power';
import { JOB_LANES } from '../jobs/job-kinds';
import { startJobWorker } from '../jobs/job-worker';
import { memberBids } from '../bids/member-bids';
import { noticesSent } from '../notifications/bid-notices';
import { COUNTER_EXPIRY_JOB_KIND } from './approval-job-kinds';
import { answerCounter } from './answer-counter';
import { approvalForLot } from './approval-view';
import { decideHighBid, type Decision } from './decide-high-bid';
import { listApprovals } from './list-approvals';
import { expireCounter } from './offer-deadlines';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

/** Monday 5 March 2029, 15:00 UTC: a counter made then lapses on Wednesday the 7th at 15:00. */
const NOW = new Date('2029-03-05T15:00:00Z');
const DEADLINE = new Date('2029-03-07T15:00:00Z');
const at = (date: Date) => () => date;
const body = (answer: { body: unknown }) => answer.body as AnyBody;

describe.each(testDatabaseKinds())('approving a high bid on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let staff: { id: string; email: string };
  const notices: { memberId: string; notice: MemberNotice }[] = [];
  let stop: () => void;
  let nextLot = 340000001;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    staff = await approvalStaff();
    stop = onMemberNotice((memberId, notice) => notices.push({ memberId, notice }));
  });
  afterAll(() => stop());

  const decide = (lotId: number, decision: Decision, key = randomUUID(), now = NOW) =>
    decideHighBid(staff, null, lotId, decision, key, at(now));
  const noticesOf = (memberId: string) =>
    notices.filter((n) => n.memberId === memberId && n.notice.kind === 'offer').map((n) => n.notice);

  test('accept: the lot sells at the high bid as a sale that met its reserve, once per key, audited', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    const key = randomUUID();
    const first = await decide(lotId, { action: 'accept' }, key);
    expect(first.status).toBe(200);
    expect(body(first).data).toMatchObject({ lotId, result: 'sold', price: 25, offerId: null });
    const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot).toMatchObject({ status: 'sold', buyerId: bidder.memberId, soldPriceCents: 2_500 });
    expect(await purchasesOf(db, lotId)).toHaveLength(1);
    // The bid held its cost on approval; now the unpaid purchase holds it.
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([
      { lotId, kind: 'unpaid-purchase', cents: 51_300 },
    ]);
    await noticesSent();
    expect(notices).toContainEqual({
      memberId: bidder.memberId,
      notice: expect.objectContaining({ kind: 'won', lotId, price: 25 }),
    });

    // The same key answers the same again and sells nothing twice; a new key finds the lot sold.
    const replay = await decide(lotId, { action: 'accept' }, key);
    expect(replay).toEqual(first);
    expect(await purchasesOf(db, lotId)).toHaveLength(1);
    const again = await decide(lotId, { action: 'reject' });
    expect([again.status, body(again).error.code]).toEqual([409, 'not_on_approval']);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lot'), eq(auditLog.entityId, String(lotId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'approval.accept',
      actorId: staff.id,
      before: { status: 'on-approval', highBid: 2_500, bidderId: bidder.memberId },
      after: { status: 'sold', soldPrice: 2_500 },
    });
  });

  test('reject: the lot is not sold, the buying power the bid held is released, the bidder is told', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId, { locale: 'es' });
    expect((await buyingPower(db, bidder.memberId)).commitments).toHaveLength(1);
    const answer = await decide(lotId, { action: 'reject' });
    expect(body(answer).data).toMatchObject({ result: 'not-sold' });
    const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
    expect(lot?.status).toBe('not-sold');
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([]);
    expect(await purchasesOf(db, lotId)).toEqual([]);
    expect(noticesOf(bidder.memberId)).toContainEqual(
      expect.objectContaining({ event: 'bid-rejected', lotId, price: 25 }),
    );
    // The e-mail is in the language the member bid in.
    const mails = await mailsTo(db, bidder.email);
    expect(mails.at(-1)).toMatchObject({
      template: 'offer-bid-rejected',
      subject: 'El vendedor no aceptó su puja por 2018 Honda Accord',
    });
    // The lot is among the member's lost bids.
    const lost = await memberBids(bidder.memberId, 'lost', { page: 1, pageSize: 20 });
    expect(lost.items.map((b) => b.lotId)).toContain(lotId);
  });

  test('counter: above the bid only; the bidder sees it in My bids and is told; the seller waits for the answer', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId, { locale: 'pl' });

    const low = await decide(lotId, { action: 'counter', price: cents(2_500) });
    expect([low.status, body(low).error.fields]).toEqual([422, { price: 'counterNotAbove' }]);

    const answer = await decide(lotId, { action: 'counter', price: cents(300_000) });
    expect(answer.status).toBe(200);
    const data = body(answer).data;
    expect(data).toMatchObject({ result: 'countered', price: 3_000, expiresAt: DEADLINE.toISOString() });
    const offer = await offerRow(db, data.offerId);
    expect(offer).toMatchObject({
      kind: 'high-bid',
      state: 'countered',
      memberId: bidder.memberId,
      amountCents: 2_500,
      counterCents: 300_000,
      counterExpiresAt: DEADLINE,
      locale: 'pl',
    });
    // The deadline is a job on the queue, queued with the counter.
    const [job] = await jobsFor(db, COUNTER_EXPIRY_JOB_KIND, offer.id);
    expect(job?.runAt).toEqual(DEADLINE);

    const won = await memberBids(bidder.memberId, 'won', { page: 1, pageSize: 20 });
    expect(won.items.find((b) => b.lotId === lotId)).toMatchObject({
      status: 'on-approval',
      counter: { offerId: offer.id, price: 300_000, expiresAt: DEADLINE.toISOString() },
    });
    expect(noticesOf(bidder.memberId)).toContainEqual({
      kind: 'offer',
      event: 'countered',
      lotId,
      title: '2018 Honda Accord',
      price: 3_000,
      expiresAt: DEADLINE.toISOString(),
    });
    const [mail] = (await mailsTo(db, bidder.email)).filter((m) => m.template === 'offer-countered');
    expect(mail?.subject).toBe('Kontroferta na 2018 Honda Accord: $3,000');
    expect(mail?.text).toContain('/pl/myaccount/bids');

    // While the counter waits, the seller's side cannot decide again.
    for (const decision of [{ action: 'accept' }, { action: 'counter', price: cents(290_000) }] as const) {
      const refused = await decide(lotId, decision);
      expect([refused.status, body(refused).error.code]).toEqual([409, 'counter_pending']);
    }
    const detail = await approvalForLot(lotId);
    expect(detail).toMatchObject({ waiting: 'buyer', decidable: false, counter: 300_000, offerId: offer.id });
    const list = await listApprovals({ state: 'buyer' });
    expect(list.items.find((row) => row.lotId === lotId)).toMatchObject({
      kind: 'high-bid',
      waiting: 'buyer',
      price: 2_500,
      counter: 300_000,
      reserve: 500_000,
      expiresAt: DEADLINE.toISOString(),
    });
    expect((await listApprovals({ state: 'seller' })).items.map((r) => r.lotId)).not.toContain(lotId);
  });

  test('the bidder accepts the counter: the lot sells at the counter; a replay answers the same', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(300_000) })).data;
    const key = randomUUID();
    const answer = await answerCounter(
      bidder.memberId,
      offerId,
      'accept',
      key,
      at(new Date('2029-03-06T09:00:00Z')),
    );
    expect(answer.status).toBe(200);
    expect(body(answer).data).toMatchObject({ result: 'sold', price: 3_000, offerId });
    const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot).toMatchObject({ status: 'sold', buyerId: bidder.memberId, soldPriceCents: 300_000 });
    expect((await purchasesOf(db, lotId)).map((p) => p.amountCents)).toEqual([300_000]);
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'accepted' });
    expect(await answerCounter(bidder.memberId, offerId, 'accept', key)).toEqual(answer);
    expect(await purchasesOf(db, lotId)).toHaveLength(1);
    // Another answer now finds nothing to answer; another member's offer does not exist for them.
    const declined = await answerCounter(bidder.memberId, offerId, 'decline', randomUUID());
    expect([declined.status, body(declined).error.code]).toEqual([409, 'counter_closed']);
    const stranger = await approvalStaff();
    const theirs = await answerCounter(stranger.id, offerId, 'accept', randomUUID());
    expect(theirs.status).toBe(404);
    // The expiry job, when it comes, has nothing to do.
    expect(await expireCounter(offerId, DEADLINE)).toBeNull();
  });

  test('a counter over the bidder’s buying power cannot be accepted', async () => {
    const lotId = nextLot++;
    // A $300 deposit: $3,000 of buying power; a $3,000 counter costs $3,489 with the fees.
    const bidder = await lotOnApproval(db, lotId, { maxBid: 100, depositCents: 30_000 });
    const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(300_000) })).data;
    const answer = await answerCounter(bidder.memberId, offerId, 'accept', randomUUID(), at(NOW));
    expect([answer.status, body(answer).error.code]).toEqual([403, 'over_buying_power']);
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'countered' });
  });

  test('a counter over $2,500 needs an approved id to be accepted, as buying now does', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    await db.delete(idReviews).where(eq(idReviews.memberId, bidder.memberId));
    const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(250_100) })).data;
    const answer = await answerCounter(bidder.memberId, offerId, 'accept', randomUUID(), at(NOW));
    expect([answer.status, body(answer).error.code]).toEqual([403, 'id_not_verified']);
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'countered' });
  });

  test('the bidder declines the counter: not sold, the buying power is released', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(300_000) })).data;
    const answer = await answerCounter(bidder.memberId, offerId, 'decline', randomUUID(), at(NOW));
    expect(body(answer).data).toMatchObject({ result: 'declined' });
    const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
    expect(lot?.status).toBe('not-sold');
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'declined' });
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([]);
  });

  test('the deadline: not before it; at it the counter expires, the lot is not sold and the bidder is told', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(300_000) })).data;

    // A job that runs early (this clock behind the queue's) queues itself again at the deadline.
    expect(await expireCounter(offerId, new Date(DEADLINE.getTime() - 1))).toEqual({ requeued: DEADLINE });
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'countered' });
    expect((await jobsFor(db, COUNTER_EXPIRY_JOB_KIND, offerId)).length).toBe(2);

    expect(await expireCounter(offerId, DEADLINE)).toEqual({ ended: 'expired' });
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'expired', closedAt: DEADLINE });
    const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
    expect(lot?.status).toBe('not-sold');
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([]);
    expect(noticesOf(bidder.memberId)).toContainEqual(
      expect.objectContaining({ event: 'expired', lotId, price: 3_000 }),
    );
    expect((await mailsTo(db, bidder.email)).map((m) => m.template)).toContain('offer-expired');

    // Too late to accept: the answer says why and nothing is sold.
    const late = await answerCounter(bidder.memberId, offerId, 'accept', randomUUID(), at(DEADLINE));
    expect([late.status, body(late).error.code]).toEqual([409, 'counter_expired']);
    expect(await purchasesOf(db, lotId)).toEqual([]);
    // A second run of the job changes nothing.
    expect(await expireCounter(offerId, DEADLINE)).toBeNull();
  });

  test('the deadline is kept by the job queue: a worker of the deadlines lane lets a due counter lapse', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    // A counter made in 2020 is long due: its job runs at the worker's first look.
    const made = new Date('2020-03-02T15:00:00Z');
    const { offerId } = body(
      await decide(lotId, { action: 'counter', price: cents(300_000) }, randomUUID(), made),
    ).data;
    const lane = JOB_LANES.find((l) => l.name === 'deadlines')!;
    const worker = startJobWorker({ handlers: lane.handlers, concurrency: 1, pollMs: 60_000 });
    await worker.drain();
    await worker.stop();
    expect(await offerRow(db, offerId)).toMatchObject({ state: 'expired' });
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([]);
    const [job] = await jobsFor(db, COUNTER_EXPIRY_JOB_KIND, offerId);
    expect(job?.status).toBe('done');
  });

  test('an accept at the deadline is refused even before the expiry job has run', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(300_000) })).data;
    const late = await answerCounter(bidder.memberId, offerId, 'accept', randomUUID(), at(DEADLINE));
    expect([late.status, body(late).error.code]).toEqual([409, 'counter_expired']);
  });

  test('an accept racing the expiry: exactly one wins, and the lot ends the way the winner says', async () => {
    const rounds = 6;
    for (let round = 0; round < rounds; round += 1) {
      const lotId = nextLot++;
      const bidder = await lotOnApproval(db, lotId);
      const { offerId } = body(await decide(lotId, { action: 'counter', price: cents(300_000) })).data;
      // The accept comes a moment before the deadline, the job a moment after: both are entitled to win alone.
      const accept = () =>
        answerCounter(bidder.memberId, offerId, 'accept', randomUUID(), at(new Date(DEADLINE.getTime() - 1)));
      const expire = () => expireCounter(offerId, DEADLINE);
      const [accepted, expired] =
        round % 2 === 0
          ? await Promise.all([accept(), expire()])
          : await Promise.all([expire(), accept()]).then(([e, a]) => [a, e] as const);
      const acceptWon = accepted.status === 200;
      const expiryWon = expired !== null && 'ended' in expired;
      expect([round, acceptWon !== expiryWon]).toEqual([round, true]);
      const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
      const offer = await offerRow(db, offerId);
      const purchases = await purchasesOf(db, lotId);
      if (acceptWon) {
        expect([lot?.status, offer.state, purchases.length]).toEqual(['sold', 'accepted', 1]);
      } else {
        expect([accepted.status, body(accepted).error.code]).toEqual([409, 'counter_expired']);
        expect([lot?.status, offer.state, purchases.length]).toEqual(['not-sold', 'expired', 0]);
      }
    }
  });

  test('a lot that is not on approval, or does not exist, cannot be decided', async () => {
    const missing = await decide(999999999, { action: 'accept' });
    expect([missing.status, body(missing).error.code]).toEqual([404, 'not_found']);
  });
});
