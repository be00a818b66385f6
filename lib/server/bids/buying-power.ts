import 'server-only';
import { and, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { deposits, lotOffers, lots, proxyMaximums, transactions } from '@/lib/db/schema';
import { BUYING_POWER_MULTIPLIER } from '@/lib/domain/business-rules';
import { PURCHASE_LEDGER_KINDS } from '@/lib/domain/checkout';
import { OPEN_LOT_STATUSES } from '@/lib/domain/member-flags';
import { cents, max, subtract, sum, times, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { compileSql } from '@/lib/db/compiled-sql';
import { totalCostSql } from './total-cost-sql';

/** One thing that holds part of a member's buying power. */
export interface Commitment {
  lotId: number;
  /**
   * A maximum that leads on an open lot, a winning bid waiting for the seller's approval (each at what winning at it
   * would cost: bid + buyer fee of the member's tier + documentation and other fees), an offer below a buy-it-now price
   * that waits for the seller or for the buyer's answer to a counter (at what buying at the offer would cost), or an
   * unpaid purchase (what is left to pay for it, from the ledger).
   */
  kind: 'leading-maximum' | 'on-approval' | 'open-offer' | 'unpaid-purchase';
  cents: Cents;
}

export interface BuyingPower {
  /** BUYING_POWER_MULTIPLIER x the held deposits. */
  limitCents: Cents;
  committedCents: Cents;
  availableCents: Cents;
  commitments: Commitment[];
}

/**
 * The rows buying power is made of, in one query: the held deposits (kind 'held', one row, `cents` the sum or null)
 * and each commitment of the member's open winning bids: each maximum that leads on an open lot (at the total cost of
 * winning at the maximum, since the proxy may bid up to it), each winning bid on approval (at the total cost of the
 * bid), each open offer below a buy-it-now price (at the total cost of buying at it) and each purchase not yet paid
 * (what its ledger rows leave to pay: charges minus payments). So a sale that ends
 * never commits more than the maximum did, and a member's commitments never pass their limit. `exceptLotId` leaves
 * one lot out, for a new maximum that replaces the member's own on that lot. Outbid maximums commit nothing.
 */
function buyingPowerRows(db: Db, memberId: string | SQL, exceptLotId: number | SQL | undefined) {
  const notThatLot = (column: typeof lots.id) =>
    exceptLotId === undefined ? undefined : ne(column, exceptLotId);
  const row = (kind: string) => sql<string>`${kind}::text`.as('kind');
  return unionAll(
    db
      .select({
        kind: row('held'),
        lotId: sql<number | null>`null::integer`.as('lot_id'),
        cents: sql<string | null>`sum(${deposits.amountCents})`.as('cents'),
      })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'held'))),
    db
      .select({
        kind: row('leading-maximum'),
        lotId: lots.id,
        cents: totalCostSql(proxyMaximums.maxCents, memberId),
      })
      .from(proxyMaximums)
      .innerJoin(lots, eq(lots.id, proxyMaximums.lotId))
      .where(
        and(
          eq(proxyMaximums.memberId, memberId),
          eq(lots.highBidderId, memberId),
          inArray(lots.status, [...OPEN_LOT_STATUSES]),
          notThatLot(lots.id),
        ),
      ),
    db
      .select({
        kind: row('on-approval'),
        lotId: lots.id,
        cents: totalCostSql(lots.currentBidCents, memberId),
      })
      .from(lots)
      .where(and(eq(lots.highBidderId, memberId), eq(lots.status, 'on-approval'), notThatLot(lots.id))),
    // An offer below a buy-it-now price holds like a bid while the lot can still be bought (lib/domain/offers.ts); a
    // high bid's counter needs no row here: its lot on approval holds already.
    db
      .select({
        kind: row('open-offer'),
        lotId: lots.id,
        cents: totalCostSql(lotOffers.amountCents, memberId),
      })
      .from(lotOffers)
      .innerJoin(lots, eq(lots.id, lotOffers.lotId))
      .where(
        and(
          eq(lotOffers.memberId, memberId),
          eq(lotOffers.kind, 'offer'),
          inArray(lotOffers.state, ['open', 'countered']),
          inArray(lots.status, ['upcoming', 'pre-bidding']),
          notThatLot(lots.id),
        ),
      ),
    db
      .select({
        kind: row('unpaid-purchase'),
        lotId: sql<number>`${transactions.lotId}`,
        cents: sql<string>`sum(${transactions.amountCents})`,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.memberId, memberId),
          isNotNull(transactions.lotId),
          inArray(transactions.kind, [...PURCHASE_LEDGER_KINDS]),
          notInArray(transactions.status, ['void', 'failed']),
        ),
      )
      .groupBy(transactions.lotId)
      .having(
        and(sql`sum(${transactions.amountCents}) > 0`, sql`bool_or(${transactions.kind} = 'purchase')`),
      ),
  );
}

function availableCentsFragment(db: Db, memberId: string | SQL, exceptLotId: number | SQL | undefined): SQL {
  const parts = buyingPowerRows(db, memberId, exceptLotId);
  return sql`(select greatest(0, coalesce(sum(case when parts.kind = 'held'
      then parts.cents * ${BUYING_POWER_MULTIPLIER} else -parts.cents end), 0))
    from (${parts}) as parts)`;
}

/** availableCentsFragment compiled once (compiled-sql.ts): every bid reads it, and building it costs more than it runs. */
let compiledAvailableCents: ((values: Record<'memberId' | 'exceptLotId', unknown>) => SQL) | undefined;

/**
 * The member's available buying power in cents, leaving out the lot `exceptLotId`, as a scalar subquery to read in the
 * same statement as something else (a bid reads it with the lot it locks). Same rule as `buyingPower`.
 */
export function availableCentsSql(db: Db, memberId: string, exceptLotId: number): SQL<string> {
  compiledAvailableCents ??= compileSql(
    availableCentsFragment(db, sql`${sql.placeholder('memberId')}`, sql`${sql.placeholder('exceptLotId')}`),
  );
  return compiledAvailableCents({ memberId, exceptLotId }) as SQL<string>;
}

/** A member's buying power (ARCHITECTURE business rules): 10 x the held deposits, minus what their open winning bids
 * commit (see buyingPowerRows). */
export async function buyingPower(
  db: Db,
  memberId: string,
  { exceptLotId }: { exceptLotId?: number } = {},
): Promise<BuyingPower> {
  const rows = await buyingPowerRows(db, memberId, exceptLotId);
  const held = rows.find((r) => r.kind === 'held');
  const commitments: Commitment[] = rows
    .filter((r) => r.kind !== 'held')
    .map((r) => ({
      lotId: Number(r.lotId),
      kind: r.kind as Commitment['kind'],
      cents: cents(Number(r.cents)),
    }));
  const limitCents = times(cents(Number(held?.cents ?? 0)), BUYING_POWER_MULTIPLIER);
  const committedCents = sum(commitments.map((c) => c.cents));
  return {
    limitCents,
    committedCents,
    availableCents: max(ZERO_CENTS, subtract(limitCents, committedCents)),
    commitments,
  };
}
