import 'server-only';
import { and, countDistinct, count, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import type { Db } from '@/lib/db/client';
import { auditLog, lots } from '@/lib/db/schema';

/** The console dashboard's counts for one server day (UTC midnight to midnight, the same for every branch). */
export interface DashboardCounts {
  /** The day counted, `YYYY-MM-DD` in UTC. */
  day: string;
  /** Lots checked in that day (their 'lot.create' audit rows). */
  checkedIn: number;
  /** Entities given photos that day (their 'photo.upload' audit rows; each lot once). */
  photographed: number;
  /** Lots with a sale date or an auction, not yet open for live bidding (upcoming or pre-bidding), now. */
  scheduled: number;
  /** Lots whose high bid waits for the seller's approval, now. */
  onApproval: number;
}

/** Midnight UTC starting the day of `now`, and the next one. */
export function utcDay(now: Date): { start: Date; end: Date; day: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(start.getTime() + 86_400_000);
  return { start, end, day: start.toISOString().slice(0, 10) };
}

/** Distinct entities of `action` written to the audit log within [start, end). */
async function auditedEntities(db: Db, action: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(auditLog.entityId) })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gte(auditLog.at, start), lt(auditLog.at, end)));
  return row?.n ?? 0;
}

/**
 * Today's counts for the console's dashboard. "Today" is the server's UTC day, not a branch's local day: the console
 * serves every branch at once.
 */
export async function dashboardCounts(now = new Date(), db?: Db): Promise<DashboardCounts> {
  const database = db ?? (await getDb());
  const { start, end, day } = utcDay(now);
  const [checkedIn, photographed, [scheduled], [onApproval]] = await Promise.all([
    auditedEntities(database, 'lot.create', start, end),
    auditedEntities(database, 'photo.upload', start, end),
    database
      .select({ n: count() })
      .from(lots)
      .where(
        and(
          inArray(lots.status, ['upcoming', 'pre-bidding']),
          or(isNotNull(lots.saleDate), isNotNull(lots.auctionId)),
        ),
      ),
    database.select({ n: count() }).from(lots).where(eq(lots.status, 'on-approval')),
  ]);
  return { day, checkedIn, photographed, scheduled: scheduled?.n ?? 0, onApproval: onApproval?.n ?? 0 };
}
