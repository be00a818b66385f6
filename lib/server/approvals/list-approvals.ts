import 'server-only';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { branches, lotOffers, lots, members } from '@/lib/db/schema';
import { cents, type Cents } from '@/lib/domain/money';
import type { OfferKind } from '@/lib/domain/offers';
import {
  APPROVALS_PAGE_SIZE,
  type ApprovalList,
  type ApprovalListQuery,
  type ApprovalRow,
  type ApprovalWaiting,
} from '@/lib/schemas/approvals';

const nullableCents = (value: string | number | null) => (value === null ? null : cents(Number(value)));

/**
 * The two kinds of rows, in one query: lots on approval (with their high bid's counter when one waits for the buyer)
 * and buyers' offers that still wait while their lot can be bought now. Each part filters by branch and by whom it
 * waits for.
 */
function approvalRows(db: Db, { branch, state }: { branch?: number; state?: ApprovalWaiting }) {
  const inBranch = branch === undefined ? undefined : eq(lots.branchId, branch);
  const columns = <P extends Record<string, SQL.Aliased>>(kind: OfferKind, parts: P) => ({
    kind: sql<OfferKind>`${kind}::text`.as('kind'),
    lotId: sql<number>`${lots.id}`.as('lot_id'),
    year: lots.year,
    make: lots.make,
    model: lots.model,
    trim: lots.trim,
    branchId: lots.branchId,
    branchName: sql<string>`${branches.name}`.as('branch_name'),
    reserve: lots.reserveCents,
    buyItNow: lots.buyItNowPriceCents,
    bidderId: sql<string>`${members.id}`.as('bidder_id'),
    firstName: members.firstName,
    lastName: members.lastName,
    email: members.email,
    ...parts,
  });
  const counter = and(
    eq(lotOffers.lotId, lots.id),
    eq(lotOffers.kind, 'high-bid'),
    eq(lotOffers.state, 'countered'),
  );
  const onApproval = db
    .select(
      columns('high-bid', {
        offerId: sql<number | null>`${lotOffers.id}`.as('offer_id'),
        price: sql<string>`${lots.currentBidCents}`.as('price'),
        counter: sql<string | null>`${lotOffers.counterCents}`.as('counter'),
        since: sql<Date>`${lots.updatedAt}`.as('since'),
        expiresAt: sql<Date | null>`${lotOffers.counterExpiresAt}`.as('expires_at'),
        waiting: sql<ApprovalWaiting>`case when ${lotOffers.id} is null then 'seller' else 'buyer' end`.as(
          'waiting',
        ),
      }),
    )
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .innerJoin(members, eq(members.id, lots.highBidderId))
    .leftJoin(lotOffers, counter)
    .where(
      and(
        eq(lots.status, 'on-approval'),
        inBranch,
        state === 'seller' ? isNull(lotOffers.id) : state === 'buyer' ? isNotNull(lotOffers.id) : undefined,
      ),
    );
  const offers = db
    .select(
      columns('offer', {
        offerId: sql<number | null>`${lotOffers.id}`.as('offer_id'),
        price: sql<string>`${lotOffers.amountCents}`.as('price'),
        counter: sql<string | null>`${lotOffers.counterCents}`.as('counter'),
        since: sql<Date>`${lotOffers.createdAt}`.as('since'),
        expiresAt: sql<Date | null>`${lotOffers.counterExpiresAt}`.as('expires_at'),
        waiting:
          sql<ApprovalWaiting>`case when ${lotOffers.state} = 'open' then 'seller' else 'buyer' end`.as(
            'waiting',
          ),
      }),
    )
    .from(lotOffers)
    .innerJoin(lots, eq(lots.id, lotOffers.lotId))
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .innerJoin(members, eq(members.id, lotOffers.memberId))
    .where(
      and(
        eq(lotOffers.kind, 'offer'),
        state === 'seller'
          ? eq(lotOffers.state, 'open')
          : state === 'buyer'
            ? eq(lotOffers.state, 'countered')
            : inArray(lotOffers.state, ['open', 'countered']),
        inArray(lots.status, ['upcoming', 'pre-bidding']),
        inBranch,
      ),
    );
  return unionAll(onApproval, offers);
}

/** A time read from a union (PGlite and node-postgres may hand it over as text). */
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /rest-api/v2/admin/approvals and /admin/approvals: what waits on approval, the longest waiting first — lots whose
 * high bid ended below the reserve (since the sale ended) and buyers' offers below a buy-it-now price (since they were
 * made) — by branch and by whom it waits for (the seller's side, or the buyer's answer to a counter). Paged:
 * `hasMore` when the next page has rows.
 */
export async function listApprovals(query: ApprovalListQuery, db?: Db): Promise<ApprovalList> {
  const database = db ?? (await getDb());
  const page = query.page ?? 1;
  const pageSize = APPROVALS_PAGE_SIZE;
  const rows = await approvalRows(database, query)
    .orderBy(sql`since asc`, sql`lot_id asc`, sql`offer_id asc nulls first`)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const items: ApprovalRow[] = rows.slice(0, pageSize).map((row) => ({
    kind: row.kind,
    lotId: Number(row.lotId),
    offerId: row.offerId === null ? null : Number(row.offerId),
    title: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
    branchId: row.branchId,
    branchName: row.branchName,
    waiting: row.waiting,
    price: cents(Number(row.price)) as Cents,
    counter: nullableCents(row.counter),
    reserve: row.reserve,
    buyItNow: row.buyItNow,
    bidder: {
      id: row.bidderId,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
    },
    since: iso(row.since),
    expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
  }));
  return { items, page, pageSize, hasMore: rows.length > pageSize };
}
