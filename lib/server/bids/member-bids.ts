import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lotOffers, lots, proxyMaximums } from '@/lib/db/schema';
import { nextMinimumBid } from '@/lib/domain/bid-increments';
import { lotPathOf } from '@/lib/domain/lot-route';
import { OPEN_LOT_STATUSES } from '@/lib/domain/member-flags';
import type { BidList, MemberBid, MemberBidPage } from '@/lib/schemas/bids';

const ENDED_STATUSES = ['sold', 'on-approval', 'not-sold', 'bought-now'] as const;

/** Which lots each list holds, and in which order. */
function listOf(list: BidList, memberId: string): { where: SQL; order: SQL[]; needsMaximum: boolean } {
  const mine = eq(proxyMaximums.memberId, memberId);
  switch (list) {
    case 'current':
      return {
        where: and(mine, inArray(lots.status, [...OPEN_LOT_STATUSES]))!,
        order: [sql`${lots.saleDate} asc nulls last`, asc(lots.id)],
        needsMaximum: true,
      };
    case 'lost':
      return {
        where: and(
          mine,
          or(
            and(
              inArray(lots.status, [...ENDED_STATUSES]),
              or(isNull(lots.highBidderId), ne(lots.highBidderId, memberId)),
            ),
            // A bid on approval that the seller rejected, or whose counter was declined or lapsed, did not win.
            eq(lots.status, 'not-sold'),
            // A lot withdrawn from sale is lost to every bidder, its leader too.
            eq(lots.status, 'withdrawn'),
          ),
        )!,
        order: [desc(lots.updatedAt), desc(lots.id)],
        needsMaximum: true,
      };
    case 'won':
      return {
        where: or(
          and(eq(lots.buyerId, memberId), eq(lots.status, 'sold')),
          and(eq(lots.highBidderId, memberId), eq(lots.status, 'on-approval')),
        )!,
        order: [desc(lots.updatedAt), desc(lots.id)],
        needsMaximum: false,
      };
    case 'bought':
      return {
        where: and(eq(lots.buyerId, memberId), eq(lots.status, 'bought-now'))!,
        order: [desc(lots.soldAt), desc(lots.id)],
        needsMaximum: false,
      };
  }
}

function statusOf(list: BidList, row: { status: string; highBidderId: string | null }, memberId: string) {
  if (list === 'current') return row.highBidderId === memberId ? 'leading' : 'outbid';
  if (list === 'won') return row.status === 'on-approval' ? 'on-approval' : 'won';
  return list;
}

/**
 * GET /rest-api/v2/bids/{x}: the member's bids by list. current: open lots they hold a maximum on (leading or
 * outbid); won: lots sold to them or whose sale waits on approval with them leading (with the seller's counter when
 * one waits for their answer); lost: ended lots they bid on and did not get; bought: lots they bought now. Paged, newest first except current (soonest sale first). Amounts are
 * `Cents`: the route answers through memberBidPageSchema.
 */
export async function memberBids(
  memberId: string,
  list: BidList,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<MemberBidPage> {
  const db = await getDb();
  const { where, order, needsMaximum } = listOf(list, memberId);
  const joinMaximum = and(eq(proxyMaximums.lotId, lots.id), eq(proxyMaximums.memberId, memberId));
  const base = () =>
    needsMaximum
      ? db.select({ n: count() }).from(lots).innerJoin(proxyMaximums, joinMaximum)
      : db.select({ n: count() }).from(lots).leftJoin(proxyMaximums, joinMaximum);
  const columns = {
    lotId: lots.id,
    stockNumber: lots.stockNumber,
    year: lots.year,
    make: lots.make,
    model: lots.model,
    trim: lots.trim,
    images: lots.images,
    saleDate: lots.saleDate,
    timeZone: branches.timeZone,
    status: lots.status,
    highBidderId: lots.highBidderId,
    currentBidCents: lots.currentBidCents,
    bidCount: lots.bidCount,
    soldPriceCents: lots.soldPriceCents,
    maxCents: proxyMaximums.maxCents,
    counterId: lotOffers.id,
    counterCents: lotOffers.counterCents,
    counterExpiresAt: lotOffers.counterExpiresAt,
  };
  // The seller's counter to the member's bid on approval that waits for their answer (at most one per lot).
  const joinCounter = and(
    eq(lotOffers.lotId, lots.id),
    eq(lotOffers.memberId, memberId),
    eq(lotOffers.kind, 'high-bid'),
    eq(lotOffers.state, 'countered'),
  );
  const rowsQuery = (
    needsMaximum
      ? db.select(columns).from(lots).innerJoin(proxyMaximums, joinMaximum)
      : db.select(columns).from(lots).leftJoin(proxyMaximums, joinMaximum)
  )
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .leftJoin(lotOffers, joinCounter);
  const [rows, [total]] = await Promise.all([
    rowsQuery
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    base().where(where),
  ]);
  const items: MemberBid[] = rows.map((row) => ({
    lotId: row.lotId,
    stockNumber: row.stockNumber,
    title: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
    path: lotPathOf({ id: row.lotId, ...row }),
    image: row.images[0] ?? '',
    saleDate: row.saleDate?.toISOString() ?? null,
    timeZone: row.timeZone,
    lotStatus: row.status,
    maxBid: row.maxCents,
    currentBid: row.currentBidCents,
    minimumBid: nextMinimumBid(row.currentBidCents, row.bidCount),
    status: statusOf(list, row, memberId),
    finalPrice: list === 'current' ? null : (row.soldPriceCents ?? row.currentBidCents),
    counter:
      row.counterId !== null && row.counterCents !== null && row.counterExpiresAt !== null
        ? { offerId: row.counterId, price: row.counterCents, expiresAt: row.counterExpiresAt.toISOString() }
        : null,
  }));
  return { items, total: total?.n ?? 0, page, pageSize };
}
