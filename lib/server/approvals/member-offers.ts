import 'server-only';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { branches, lotOffers, lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { ACTIVE_OFFER_STATES } from '@/lib/domain/offers';
import type { MemberOffer } from '@/lib/schemas/offers';

async function offersWhere(db: Db, where: SQL | undefined): Promise<MemberOffer[]> {
  const rows = await db
    .select({
      id: lotOffers.id,
      lotId: lotOffers.lotId,
      kind: lotOffers.kind,
      state: lotOffers.state,
      amount: lotOffers.amountCents,
      counter: lotOffers.counterCents,
      expiresAt: lotOffers.counterExpiresAt,
      createdAt: lotOffers.createdAt,
      stockNumber: lots.stockNumber,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      images: lots.images,
      buyItNow: lots.buyItNowPriceCents,
      timeZone: branches.timeZone,
    })
    .from(lotOffers)
    .innerJoin(lots, eq(lots.id, lotOffers.lotId))
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(where)
    .orderBy(desc(lotOffers.createdAt), desc(lotOffers.id));
  return rows.map((row) => ({
    id: row.id,
    lotId: row.lotId,
    kind: row.kind,
    state: row.state,
    title: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
    path: lotPathOf({ ...row, id: row.lotId }),
    image: row.images[0] ?? '',
    amount: row.amount,
    counter: row.counter,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    buyItNow: row.buyItNow,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One offer as the member sees it (their own, looked up by the step that made or answered it). */
export async function memberOfferById(db: Db, offerId: number): Promise<MemberOffer | null> {
  const [offer] = await offersWhere(db, eq(lotOffers.id, offerId));
  return offer ?? null;
}

/**
 * GET /rest-api/v2/account/offers and the top of My bids: the member's offers and counters that still wait, newest
 * first: counters to their bids on approval, and their offers below a buy-it-now price while the lot can still be
 * bought (an offer whose lot was sold or whose sale began has lapsed, even before its lapse job has run).
 */
export async function memberOffers(memberId: string, db?: Db): Promise<MemberOffer[]> {
  return offersWhere(
    db ?? (await getDb()),
    and(
      eq(lotOffers.memberId, memberId),
      inArray(lotOffers.state, [...ACTIVE_OFFER_STATES]),
      or(eq(lotOffers.kind, 'high-bid'), inArray(lots.status, ['upcoming', 'pre-bidding'])),
    ),
  );
}
