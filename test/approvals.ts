import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobs, lotOffers, mailOutbox, transactions } from '@/lib/db/schema';
import { endSale } from '@/lib/server/auctions/end-sale';
import { postBid, registerBidder } from './bidders';
import { insertTestLots } from './lots';
import { registerMember, type TestMember } from './members';

/** The body of a service's stored answer, read field by field by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read field by field
export type AnyBody = any;

/** A staff member as the approval services take them (a members row: the Idempotency-Key's lock is on it). */
export async function approvalStaff(): Promise<{ id: string; email: string }> {
  const member = await registerMember({ firstName: 'Avery' });
  return { id: member.memberId, email: member.email };
}

/**
 * A lot that ended below its reserve, waiting on approval: a 2018 Honda Accord with a $5,000 reserve, one bidder whose
 * maximum of `maxBid` dollars leads it at the opening bid ($25), bidding in `locale`.
 */
export async function lotOnApproval(
  db: Db,
  lotId: number,
  {
    maxBid = 1_000,
    locale = 'en',
    depositCents = 100_000,
    now = new Date('2030-01-10T15:00:00Z'),
  }: { maxBid?: number; locale?: string; depositCents?: number; now?: Date } = {},
): Promise<TestMember> {
  await insertTestLots(db, [{ id: lotId, reserveCents: 500_000 }]);
  const bidder = await registerBidder(db, { depositCents });
  const placed = await postBid(bidder, { lotId, maxBid, locale });
  if (placed.status !== 200) throw new Error(`bid refused: ${JSON.stringify(placed.body)}`);
  const ended = await endSale(lotId, now);
  if (ended?.outcome !== 'on-approval') throw new Error(`lot ${lotId} did not go on approval`);
  return bidder;
}

/** The purchase rows of the money ledger for a lot (one per sale). */
export async function purchasesOf(db: Db, lotId: number) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.lotId, lotId), eq(transactions.kind, 'purchase')));
}

/** The mails in the outbox to `to`, oldest first. */
export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
}

/** The queued jobs for an offer, of `kind`. */
export async function jobsFor(db: Db, kind: string, offerId: number) {
  const rows = await db.select().from(jobs).where(eq(jobs.kind, kind));
  return rows.filter((job) => job.payload.offerId === offerId);
}

export async function offerRow(db: Db, offerId: number) {
  const [row] = await db.select().from(lotOffers).where(eq(lotOffers.id, offerId));
  return row!;
}
