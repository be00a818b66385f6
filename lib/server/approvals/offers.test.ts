import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, lotOffers, lots } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { cents } from '@/lib/domain/money';
import { onMemberNotice, type MemberNotice } from '@/lib/live/member-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { approvalStaff, jobsFor, offerRow, purchasesOf, type AnyBody } from '@/test/approvals';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import type { TestMember } from '@/test/members';
import { buyingPower } from '../bids/buying-power';
import { noticesSent } from '../notifications/bid-notices';
import { OFFER_LAPSE_JOB_KIND } from './approval-job-kinds';
import { answerCounter } from './answer-counter';
import { approvalForOffer } from './approval-view';
import { decideOffer } from './decide-offer';
import type { Decision } from './decide-high-bid';
import { listApprovals } from './list-approvals';
import { makeOffer } from './make-offer';
import { memberOffers } from './member-offers';
import { lapseOffer } from './offer-deadlines';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

/** The lots' sale starts on 10 January 2030 (test/lots); offers are made before it. */
const NOW = new Date('2029-03-05T15:00:00Z');
const SALE = new Date('2030-01-10T15:00:00Z');
const at = (date: Date) => () => date;
const body = (answer: { body: unknown }) => answer.body as AnyBody;

describe.each(testDatabaseKinds())('offers below a buy-it-now price on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let staff: { id: string; email: string };
  const notices: { memberId: string; notice: MemberNotice }[] = [];
  let stop: () => void;
  let nextLot = 350000001;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    staff = await approvalStaff();
    stop = onMemberNotice((memberId, notice) => notices.push({ memberId, notice }));
  });
  afterAll(() => stop());

  /** A lot in pre-bidding with a $4,000 buy-it-now price. */
  async function binLot(buyItNowPriceCents: number | null = 400_000): Promise<number> {
    const id = nextLot++;
    await insertTestLots(db, [{ id, buyItNowPriceCents }]);
    return id;
  }
  const offer = (
    member: TestMember,
    lotId: number,
    amount: number,
    key = randomUUID(),
    locale: Locale = 'en',
  ) => makeOffer(member.memberId, { lotId, amount: cents(amount), locale }, key, at(NOW));
  const decide = (offerId: number, decision: Decision, key = randomUUID()) =>
    decideOffer(staff, null, offerId, decision, key, at(NOW));
  const eventsOf = (memberId: string) =>
    notices
      .filter((n) => n.memberId === memberId && n.notice.kind === 'offer')
      .map((n) => (n.notice as Extract<MemberNotice, { kind: 'offer' }>).event);

  test('an offer is at least the opening bid and below the buy-it-now price, on a lot that has one', async () => {
    const lotId = await binLot();
    const member = await registerBidder(db);
    const refusals = [
      [await offer(member, lotId, 2_000), 422, { amount: 'offerBelowOpeningBid' }],
      [await offer(member, lotId, 400_000), 422, { amount: 'offerNotBelowBuyNow' }],
    ] as const;
    for (const [answer, status, fields] of refusals) {
      expect([answer.status, body(answer).error.fields]).toEqual([status, fields]);
    }
    // Over $2,500 an offer needs an approved id, as a bid does; at it, it does not.
    const unverified = await registerBidder(db, { idApproved: false });
    const capped = await offer(unverified, lotId, 250_100);
    expect([capped.status, body(capped).error.code]).toEqual([403, 'id_not_verified']);
    expect((await offer(unverified, lotId, 250_000)).status).toBe(200);
    const plain = await offer(member, await binLot(null), 100_000);
    expect([plain.status, body(plain).error.code]).toEqual([409, 'offer_unavailable']);
    const missing = await offer(member, 999999998, 100_000);
    expect(missing.status).toBe(404);
    expect(await memberOffers(member.memberId)).toEqual([]);
  });

  test('an offer holds buying power like a bid; one open offer per lot and member; a replay answers the same', async () => {
    const lotId = await binLot();
    // A $300 deposit: $3,000 of buying power. A $3,000 offer costs $3,489 with the fees.
    const member = await registerBidder(db, { depositCents: 30_000 });
    const over = await offer(member, lotId, 300_000);
    expect([over.status, body(over).error.code, body(over).error.fields]).toEqual([
      403,
      'over_buying_power',
      { amount: 'offerOverBuyingPower' },
    ]);
    const key = randomUUID();
    const made = await offer(member, lotId, 200_000, key);
    expect(made.status).toBe(200);
    expect(body(made).data).toMatchObject({
      lotId,
      kind: 'offer',
      state: 'open',
      amount: 2_000,
      counter: null,
    });
    // $2,000 + $299 buyer fee + $189 of fixed fees.
    expect((await buyingPower(db, member.memberId)).commitments).toEqual([
      { lotId, kind: 'open-offer', cents: 248_800 },
    ]);
    expect(await offer(member, lotId, 200_000, key)).toEqual(made);
    const second = await offer(member, lotId, 250_000);
    expect([second.status, body(second).error.code]).toEqual([409, 'offer_exists']);
    const rows = await db
      .select()
      .from(lotOffers)
      .where(and(eq(lotOffers.lotId, lotId), eq(lotOffers.memberId, member.memberId)));
    expect(rows).toHaveLength(1);
    // Its lapse at the sale's start is queued with it.
    const [job] = await jobsFor(db, OFFER_LAPSE_JOB_KIND, rows[0]!.id);
    expect(job?.runAt).toEqual(SALE);
    expect((await memberOffers(member.memberId)).map((o) => o.id)).toEqual([rows[0]!.id]);
    const listed = await listApprovals({ state: 'seller' });
    expect(listed.items.find((r) => r.offerId === rows[0]!.id)).toMatchObject({
      kind: 'offer',
      waiting: 'seller',
      price: 200_000,
      buyItNow: 400_000,
      bidder: { id: member.memberId, email: member.email },
    });
  });

  test('the seller rejects: the offer ends, its hold is released, the buyer is told and may offer again', async () => {
    const lotId = await binLot();
    const member = await registerBidder(db);
    const { id } = body(await offer(member, lotId, 150_000)).data;
    const rejected = await decide(id, { action: 'reject' });
    expect(body(rejected).data).toMatchObject({ result: 'rejected', offerId: id });
    expect(await offerRow(db, id)).toMatchObject({ state: 'rejected' });
    expect((await buyingPower(db, member.memberId)).commitments).toEqual([]);
    expect(eventsOf(member.memberId)).toContain('offer-rejected');
    const again = await decide(id, { action: 'accept' });
    expect([again.status, body(again).error.code]).toEqual([409, 'offer_closed']);
    expect((await offer(member, lotId, 160_000)).status).toBe(200);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: 'offer.reject', actorId: staff.id, after: { state: 'rejected' } });
  });

  test('the seller accepts: the lot is bought at the offer; the other offers on it lapse and their buyers are told', async () => {
    const lotId = await binLot();
    const [buyer, other, bidder] = [
      await registerBidder(db),
      await registerBidder(db),
      await registerBidder(db),
    ];
    await postBid(bidder, { lotId, maxBid: 500 });
    const { id } = body(await offer(buyer, lotId, 250_000)).data;
    const { id: otherId } = body(await offer(other, lotId, 220_000)).data;
    const accepted = await decide(id, { action: 'accept' });
    expect(body(accepted).data).toMatchObject({ result: 'bought-now', price: 2_500 });
    const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot).toMatchObject({ status: 'bought-now', buyerId: buyer.memberId, soldPriceCents: 250_000 });
    expect((await purchasesOf(db, lotId)).map((p) => [p.memberId, p.amountCents])).toEqual([
      [buyer.memberId, 250_000],
    ]);
    expect(await offerRow(db, id)).toMatchObject({ state: 'accepted' });
    expect(await offerRow(db, otherId)).toMatchObject({ state: 'lapsed' });
    await noticesSent();
    expect(eventsOf(buyer.memberId)).toContain('offer-accepted');
    expect(eventsOf(other.memberId)).toContain('lapsed');
    // The pre-bidder lost the lot, as with buy it now, and their maximum holds nothing any more.
    expect(notices).toContainEqual({
      memberId: bidder.memberId,
      notice: expect.objectContaining({ kind: 'lost', lotId, price: 2_500 }),
    });
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([]);
    expect((await buyingPower(db, other.memberId)).commitments).toEqual([]);
  });

  test('the seller counters; the buyer accepts the counter and buys at it', async () => {
    const lotId = await binLot();
    const member = await registerBidder(db);
    const { id } = body(await offer(member, lotId, 250_000, randomUUID(), 'ru')).data;
    for (const [price, problem] of [
      [250_000, 'counterNotAbove'],
      [400_100, 'counterAboveBuyNow'],
    ] as const) {
      const refused = await decide(id, { action: 'counter', price: cents(price) });
      expect([refused.status, body(refused).error.fields]).toEqual([422, { price: problem }]);
    }
    const countered = await decide(id, { action: 'counter', price: cents(350_000) });
    expect(body(countered).data).toMatchObject({
      result: 'countered',
      price: 3_500,
      expiresAt: '2029-03-07T15:00:00.000Z',
    });
    expect(eventsOf(member.memberId)).toContain('countered');
    expect(await approvalForOffer(id, undefined, NOW)).toMatchObject({
      waiting: 'buyer',
      decidable: false,
      counter: 350_000,
    });
    const pending = await decide(id, { action: 'reject' });
    expect([pending.status, body(pending).error.code]).toEqual([409, 'counter_pending']);

    const accepted = await answerCounter(member.memberId, id, 'accept', randomUUID(), at(NOW));
    expect(body(accepted).data).toMatchObject({ result: 'bought-now', price: 3_500 });
    const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot).toMatchObject({ status: 'bought-now', buyerId: member.memberId, soldPriceCents: 350_000 });
    expect((await purchasesOf(db, lotId)).map((p) => p.amountCents)).toEqual([350_000]);
  });

  test('the buyer declines the counter: the offer ends and the lot stays for sale', async () => {
    const lotId = await binLot();
    const member = await registerBidder(db);
    const { id } = body(await offer(member, lotId, 250_000)).data;
    await decide(id, { action: 'counter', price: cents(300_000) });
    const declined = await answerCounter(member.memberId, id, 'decline', randomUUID(), at(NOW));
    expect(body(declined).data).toMatchObject({ result: 'declined' });
    const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
    expect(lot?.status).toBe('pre-bidding');
    expect((await buyingPower(db, member.memberId)).commitments).toEqual([]);
  });

  test('the lot bought by someone else: the offer stops holding at once, and lapses at the sale’s start', async () => {
    const lotId = await binLot();
    const [member, buyer] = [await registerBidder(db), await registerBidder(db)];
    const { id } = body(await offer(member, lotId, 250_000)).data;
    // A lot still for sale keeps the offer: the job comes back at the sale's start.
    expect(await lapseOffer(id, NOW)).toEqual({ requeued: SALE });
    expect((await postBuyNow(buyer, lotId)).status).toBe(200);
    expect((await buyingPower(db, member.memberId)).commitments).toEqual([]);
    expect(await memberOffers(member.memberId)).toEqual([]);
    const lapsedAnswer = await decide(id, { action: 'accept' });
    expect([lapsedAnswer.status, body(lapsedAnswer).error.code]).toEqual([409, 'offer_lapsed']);
    expect(await lapseOffer(id, SALE)).toEqual({ ended: 'lapsed' });
    expect(await offerRow(db, id)).toMatchObject({ state: 'lapsed' });
    expect(eventsOf(member.memberId)).toContain('lapsed');
    expect(await lapseOffer(id, SALE)).toBeNull();
  });
});
