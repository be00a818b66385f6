import 'server-only';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { auctions, lots, members, pushBlockReminders, pushSubscriptions, watchlist } from '@/lib/db/schema';
import { expectedOnBlockAt, minutesUntil } from '@/lib/domain/block-eta';
import { lotPathOf } from '@/lib/domain/lot-route';
import { PUSH_BLOCK_LEAD_MS } from '@/lib/domain/push-kinds';
import { logger } from '@/lib/log';
import type { JobHandler } from '../jobs/job-worker';
import { pushOnTheBlockSoon } from './push-notices';

/** The recurring job that reminds members of watched lots about to go on the block (recurring-jobs.ts). */
export const BLOCK_REMINDER_JOB_KIND = 'push-block-reminders';
export const BLOCK_REMINDER_INTERVAL_MS = 60_000;

const log = logger('push');

/** A reminder due: the member, the lot and when it is expected on the block. */
export interface BlockReminder {
  memberId: string;
  lotId: number;
  at: Date;
}

/**
 * One pass: every watched lot still to be sold whose expected time on the block (expectedOnBlockAt) is within
 * PUSH_BLOCK_LEAD_MS, for members who opted in to "on-the-block" and have a browser subscribed, and who were not
 * reminded of that lot before. The reminder's row is written first (its primary key makes it once per member and lot,
 * across processes and passes), then the push goes.
 */
export async function sendBlockReminders(now: Date = new Date()): Promise<BlockReminder[]> {
  const db = await getDb();
  const horizon = new Date(now.getTime() + PUSH_BLOCK_LEAD_MS);
  const ahead = sql<number>`(
    select count(*)::int from ${lots} o
    where o.auction_id = ${lots.auctionId} and o.runlist_position < ${lots.runlistPosition}
      and o.status in ('upcoming', 'pre-bidding', 'on-the-block')
  )`;
  const candidates = await db
    .select({
      memberId: watchlist.memberId,
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      saleDate: lots.saleDate,
      laneStartsAt: auctions.startsAt,
      lotsAhead: sql<number>`case when ${lots.auctionId} is null then 0 else ${ahead} end`,
    })
    .from(watchlist)
    .innerJoin(lots, eq(lots.id, watchlist.lotId))
    .innerJoin(members, eq(members.id, watchlist.memberId))
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(
      and(
        inArray(lots.status, ['upcoming', 'pre-bidding']),
        sql`'on-the-block' = any(${members.pushKinds})`,
        sql`exists (select 1 from ${pushSubscriptions} s where s.member_id = ${watchlist.memberId})`,
        sql`not exists (select 1 from ${pushBlockReminders} r where r.member_id = ${watchlist.memberId} and r.lot_id = ${lots.id})`,
        or(
          and(isNull(lots.auctionId), sql`${lots.saleDate} > ${now}`, lte(lots.saleDate, horizon)),
          and(inArray(auctions.status, ['scheduled', 'live']), lte(auctions.startsAt, horizon)),
        ),
      ),
    );
  const sent: BlockReminder[] = [];
  for (const lot of candidates) {
    const at = expectedOnBlockAt(lot, now);
    if (at === null || at > horizon) continue;
    const [claimed] = await db
      .insert(pushBlockReminders)
      .values({ memberId: lot.memberId, lotId: lot.id })
      .onConflictDoNothing()
      .returning({ lotId: pushBlockReminders.lotId });
    if (!claimed) continue;
    const title = [lot.year, lot.make, lot.model].join(' ');
    await pushOnTheBlockSoon(
      lot.memberId,
      { id: lot.id, title, path: lotPathOf(lot) },
      minutesUntil(at, now),
    );
    sent.push({ memberId: lot.memberId, lotId: lot.id, at });
  }
  return sent;
}

/** The reminders as a job handler: one pass at `now()`; a failed pass is logged and rethrown (the queue keeps it). */
export function blockReminderJob({ now = () => new Date() }: { now?: () => Date } = {}): JobHandler {
  return {
    async run() {
      try {
        const sent = await sendBlockReminders(now());
        if (sent.length > 0) log.info(`sent ${sent.length} on-the-block reminder(s)`);
      } catch (error) {
        log.error('on-the-block reminders failed', error);
        throw error;
      }
    },
  };
}
