import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots, mailOutbox, transactions } from '@/lib/db/schema';
import { onMemberNotice, type MemberNotice } from '@/lib/live/member-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { buyingPower } from '../bids/buying-power';
import { closeDueSales, endSale } from './end-sale';

afterAll(() => closeRateLimiters());

const SOLD = 330000001;
const BELOW_RESERVE = 330000002;
const NO_BIDS = 330000003;

describe.each(testDatabaseKinds())('ending a sale on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  const notices: { memberId: string; notice: MemberNotice }[] = [];
  let stop: () => void;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: SOLD, reserveCents: 100_000 },
      { id: BELOW_RESERVE, reserveCents: 500_000 },
      { id: NO_BIDS },
    ]);
    stop = onMemberNotice((memberId, notice) => notices.push({ memberId, notice }));
  });
  afterAll(() => stop());

  test('sells to the leader when the reserve is met, records what they owe and tells winner and loser', async () => {
    const [winner, loser] = [await registerBidder(db), await registerBidder(db)];
    await postBid(winner, { lotId: SOLD, maxBid: 3_000 });
    await postBid(loser, { lotId: SOLD, maxBid: 2_000 });

    const ended = await endSale(SOLD, new Date('2030-01-10T15:00:00Z'));
    expect(ended).toEqual({ lotId: SOLD, outcome: 'sold', winnerId: winner.memberId, priceCents: 205_000 });
    const [lot] = await db.select().from(lots).where(eq(lots.id, SOLD));
    expect(lot).toMatchObject({ status: 'sold', buyerId: winner.memberId, soldPriceCents: 205_000 });
    const [purchase] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.lotId, SOLD), eq(transactions.kind, 'purchase')));
    expect(purchase).toMatchObject({ memberId: winner.memberId, amountCents: 205_000, status: 'pending' });
    // Three business days after Thursday 10 January 2030: Tuesday the 15th.
    expect(purchase!.dueAt?.toISOString().slice(0, 10)).toBe('2030-01-15');

    expect(notices).toContainEqual({
      memberId: winner.memberId,
      notice: expect.objectContaining({ kind: 'won', price: 2_050 }),
    });
    expect(notices).toContainEqual({
      memberId: loser.memberId,
      notice: expect.objectContaining({ kind: 'lost', price: 2_050 }),
    });
    const winnerMail = await db.select().from(mailOutbox).where(eq(mailOutbox.to, winner.email));
    expect(winnerMail.map((m) => m.template)).toContain('bid-won');

    // The win holds the purchase's total (price and fees, from the ledger) as an unpaid purchase, no longer the
    // maximum: $2,050 + $299 buyer fee + $189 of fixed fees.
    expect((await buyingPower(db, winner.memberId)).commitments).toEqual([
      { lotId: SOLD, kind: 'unpaid-purchase', cents: 253_800 },
    ]);
    // Ending it again changes nothing.
    expect(await endSale(SOLD)).toBeNull();
  });

  test('below the reserve the sale waits on approval; without bids the lot is not sold', async () => {
    const member = await registerBidder(db);
    await postBid(member, { lotId: BELOW_RESERVE, maxBid: 1_000 });
    expect(await endSale(BELOW_RESERVE)).toMatchObject({ outcome: 'on-approval', winnerId: member.memberId });
    expect(notices).toContainEqual({
      memberId: member.memberId,
      notice: expect.objectContaining({ kind: 'on-approval' }),
    });
    expect((await buyingPower(db, member.memberId)).commitments).toEqual([
      // What winning at the $25 bid would cost: $25 + the $299 minimum buyer fee + $189 of fixed fees.
      { lotId: BELOW_RESERVE, kind: 'on-approval', cents: 51_300 },
    ]);
    expect(await endSale(NO_BIDS)).toMatchObject({ outcome: 'not-sold', winnerId: null });
  });

  test('closeDueSales ends the pre-bid sales whose start has come, and only those', async () => {
    await insertTestLots(db, [
      { id: 330000010, saleDate: new Date('2029-06-01T15:00:00Z') },
      { id: 330000011, saleDate: new Date('2031-06-01T15:00:00Z') },
    ]);
    const ended = await closeDueSales(new Date('2030-01-01T00:00:00Z'));
    expect(ended.map((e) => e.lotId)).toEqual([330000010]);
    const [later] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, 330000011));
    expect(later?.status).toBe('pre-bidding');
  });
});
