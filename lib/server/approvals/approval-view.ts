import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { branches, lotOffers, lots, members } from '@/lib/db/schema';
import type { ApprovalDetail, ApprovalWaiting, OfferHistory } from '@/lib/schemas/approvals';
import { buyNowOpen } from '../bids/lot-for-bidding';

const nameOf = (m: { firstName: string; lastName: string }) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ');

async function lotFacts(db: Db, lotId: number) {
  const [lot] = await db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      status: lots.status,
      branchId: lots.branchId,
      branchName: branches.name,
      timeZone: branches.timeZone,
      saleDate: lots.saleDate,
      reserve: lots.reserveCents,
      buyItNow: lots.buyItNowPriceCents,
      currentBid: lots.currentBidCents,
      bidCount: lots.bidCount,
      highBidderId: lots.highBidderId,
      updatedAt: lots.updatedAt,
    })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(eq(lots.id, lotId));
  return lot ?? null;
}

/** Every negotiation on the lot, oldest first, with its buyer. */
async function historyOf(db: Db, lotId: number) {
  const rows = await db
    .select({
      offer: lotOffers,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
    })
    .from(lotOffers)
    .innerJoin(members, eq(members.id, lotOffers.memberId))
    .where(eq(lotOffers.lotId, lotId))
    .orderBy(asc(lotOffers.createdAt), asc(lotOffers.id));
  return rows.map((row) => ({
    row: row.offer,
    history: {
      id: row.offer.id,
      kind: row.offer.kind,
      state: row.offer.state,
      bidder: { id: row.offer.memberId, name: nameOf(row), email: row.email },
      amount: row.offer.amountCents,
      counter: row.offer.counterCents,
      expiresAt: row.offer.counterExpiresAt?.toISOString() ?? null,
      createdAt: row.offer.createdAt.toISOString(),
      closedAt: row.offer.closedAt?.toISOString() ?? null,
    } satisfies OfferHistory,
  }));
}

async function memberOf(db: Db, id: string | null) {
  if (id === null) return null;
  const [member] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
    })
    .from(members)
    .where(eq(members.id, id));
  return member ? { id: member.id, name: nameOf(member), email: member.email } : null;
}

const title = (lot: { year: number; make: string; model: string; trim: string | null }) =>
  [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');

/**
 * GET /rest-api/v2/admin/approvals/lots/{id} and its console page: a lot that is (or was) on approval: its high bid
 * and bidder, the reserve, the pending counter if one waits for the buyer, every negotiation on the lot, and whether
 * the seller's side may decide now (on approval, no counter waiting). Null when no lot has the id.
 */
export async function approvalForLot(lotId: number, db?: Db): Promise<ApprovalDetail | null> {
  const database = db ?? (await getDb());
  const lot = await lotFacts(database, lotId);
  if (!lot) return null;
  const [bidder, offers] = await Promise.all([
    memberOf(database, lot.highBidderId),
    historyOf(database, lotId),
  ]);
  const pending = offers.find((o) => o.row.kind === 'high-bid' && o.row.state === 'countered')?.row ?? null;
  const onApproval = lot.status === 'on-approval';
  const waiting: ApprovalWaiting | null = !onApproval ? null : pending ? 'buyer' : 'seller';
  return {
    kind: 'high-bid',
    lotId: lot.id,
    offerId: pending?.id ?? null,
    offerState: pending?.state ?? null,
    title: title(lot),
    branchId: lot.branchId,
    branchName: lot.branchName,
    waiting,
    price: lot.currentBid,
    counter: pending?.counterCents ?? null,
    reserve: lot.reserve,
    buyItNow: lot.buyItNow,
    bidder,
    since: lot.updatedAt.toISOString(),
    expiresAt: pending?.counterExpiresAt?.toISOString() ?? null,
    lotStatus: lot.status,
    bidCount: lot.bidCount,
    saleDate: lot.saleDate?.toISOString() ?? null,
    timeZone: lot.timeZone,
    decidable: waiting === 'seller' && bidder !== null,
    history: offers.map((o) => o.history),
  };
}

/**
 * GET /rest-api/v2/admin/approvals/offers/{id} and its console page: a buyer's offer below a buy-it-now price (a high
 * bid's counter is shown on its lot's page instead: null here), with its lot, its counter and the lot's other
 * negotiations. The seller's side may decide while it is open and the lot can still be bought now.
 */
export async function approvalForOffer(
  offerId: number,
  db?: Db,
  now: Date = new Date(),
): Promise<ApprovalDetail | null> {
  const database = db ?? (await getDb());
  const [offer] = await database.select().from(lotOffers).where(eq(lotOffers.id, offerId));
  if (!offer || offer.kind !== 'offer') return null;
  const lot = await lotFacts(database, offer.lotId);
  if (!lot) return null;
  const [bidder, offers] = await Promise.all([
    memberOf(database, offer.memberId),
    historyOf(database, lot.id),
  ]);
  const open = buyNowOpen(
    {
      status: lot.status,
      saleDate: lot.saleDate,
      buyItNowPriceCents: lot.buyItNow,
      currentBidCents: lot.currentBid,
    },
    now,
  );
  const waiting: ApprovalWaiting | null = !open
    ? null
    : offer.state === 'open'
      ? 'seller'
      : offer.state === 'countered'
        ? 'buyer'
        : null;
  return {
    kind: 'offer',
    lotId: lot.id,
    offerId: offer.id,
    offerState: offer.state,
    title: title(lot),
    branchId: lot.branchId,
    branchName: lot.branchName,
    waiting,
    price: offer.amountCents,
    counter: offer.counterCents,
    reserve: lot.reserve,
    buyItNow: lot.buyItNow,
    bidder,
    since: offer.createdAt.toISOString(),
    expiresAt: offer.counterExpiresAt?.toISOString() ?? null,
    lotStatus: lot.status,
    bidCount: lot.bidCount,
    saleDate: lot.saleDate?.toISOString() ?? null,
    timeZone: lot.timeZone,
    decidable: waiting === 'seller',
    history: offers.map((o) => o.history),
  };
}
