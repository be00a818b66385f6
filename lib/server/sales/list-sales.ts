import 'server-only';
import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { auctions, branches, lots, saleCancellations } from '@/lib/db/schema';
import { zonedDay } from '@/lib/domain/zoned-time';
import type { SaleList, SaleListQuery, SaleSummary } from '@/lib/schemas/admin-sales';

/** The days the calendar lists when none are asked for: a week. */
export const CALENDAR_DAYS = 7;
/** A branch's day reaches this far past the UTC day on either side (UTC-12 to UTC+14). */
const ZONE_REACH_MS = 14 * 3_600_000;
/** Far more sales than a month of the trade's busiest calendar holds; the page never grows without bound. */
const MAX_SALES = 2_000;

/** The UTC day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * GET /rest-api/v2/admin/sales and the calendar page: the sales whose day, in their branch's zone, falls in `days` days
 * from `from` (default today, UTC), of one branch or all; in start order, then branch and lane. Scheduled, live and
 * ended sales with their lot counts; cancelled ones with the lots they released and the reason. Three queries.
 */
export async function listSales(query: SaleListQuery, now: Date = new Date()): Promise<SaleList> {
  const db = await getDb();
  const from = query.from ?? now.toISOString().slice(0, 10);
  const days = query.days ?? CALENDAR_DAYS;
  const to = addDays(from, days);
  const earliest = new Date(Date.parse(`${from}T00:00:00Z`) - ZONE_REACH_MS);
  const latest = new Date(Date.parse(`${to}T00:00:00Z`) + ZONE_REACH_MS);
  const ofBranch = (column: typeof auctions.branchId | typeof saleCancellations.branchId): SQL | undefined =>
    query.branchId === undefined ? undefined : eq(column, query.branchId);

  const [held, cancelled] = await Promise.all([
    db
      .select({
        id: auctions.id,
        branchId: auctions.branchId,
        branchName: branches.name,
        timeZone: branches.timeZone,
        lane: auctions.lane,
        startsAt: auctions.startsAt,
        status: auctions.status,
      })
      .from(auctions)
      .innerJoin(branches, eq(branches.id, auctions.branchId))
      .where(
        and(gte(auctions.startsAt, earliest), lt(auctions.startsAt, latest), ofBranch(auctions.branchId)),
      )
      .orderBy(asc(auctions.startsAt), asc(branches.name), asc(auctions.lane))
      .limit(MAX_SALES),
    db
      .select({
        id: saleCancellations.auctionId,
        branchId: saleCancellations.branchId,
        branchName: branches.name,
        timeZone: branches.timeZone,
        lane: saleCancellations.lane,
        startsAt: saleCancellations.startsAt,
        lotCount: saleCancellations.lotsReleased,
        reason: saleCancellations.reason,
      })
      .from(saleCancellations)
      .innerJoin(branches, eq(branches.id, saleCancellations.branchId))
      .where(
        and(
          gte(saleCancellations.startsAt, earliest),
          lt(saleCancellations.startsAt, latest),
          ofBranch(saleCancellations.branchId),
        ),
      )
      .orderBy(asc(saleCancellations.startsAt))
      .limit(MAX_SALES),
  ]);
  const inWindow = <T extends { startsAt: Date; timeZone: string }>(rows: T[]) =>
    rows
      .map((row) => ({ ...row, day: zonedDay(row.startsAt, row.timeZone) }))
      .filter((row) => row.day >= from && row.day < to);
  const sales = inWindow(held);
  const counts = sales.length
    ? await db
        .select({ auctionId: lots.auctionId, n: count() })
        .from(lots)
        .where(
          inArray(
            lots.auctionId,
            sales.map((s) => s.id),
          ),
        )
        .groupBy(lots.auctionId)
    : [];
  const lotCount = new Map(counts.map((c) => [c.auctionId, c.n]));
  const items: SaleSummary[] = [
    ...sales.map((s) => ({
      id: s.id,
      branchId: s.branchId,
      branchName: s.branchName,
      timeZone: s.timeZone,
      lane: s.lane,
      startsAt: s.startsAt.toISOString(),
      day: s.day,
      status: s.status,
      lotCount: lotCount.get(s.id) ?? 0,
      cancelReason: null,
    })),
    ...inWindow(cancelled).map((c) => ({
      id: c.id,
      branchId: c.branchId,
      branchName: c.branchName,
      timeZone: c.timeZone,
      lane: c.lane,
      startsAt: c.startsAt.toISOString(),
      day: c.day,
      status: 'cancelled' as const,
      lotCount: c.lotCount,
      cancelReason: c.reason,
    })),
  ].sort(
    (a, b) =>
      a.startsAt.localeCompare(b.startsAt) ||
      a.branchName.localeCompare(b.branchName) ||
      a.lane.localeCompare(b.lane) ||
      a.id - b.id,
  );
  return { items, from, days };
}
