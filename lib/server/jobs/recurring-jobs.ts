import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { SALE_CLOSER_INTERVAL_MS, SALE_CLOSER_JOB_KIND } from '../auctions/sale-closer';
import {
  DIGEST_FIRST_DELAY_MS,
  DIGEST_JOB_KIND,
  DIGEST_PASS_INTERVAL_MS,
} from '../saved-searches/digest-scheduler';
import { BLOCK_REMINDER_INTERVAL_MS, BLOCK_REMINDER_JOB_KIND } from '../push/block-reminders';

export interface RecurringJob {
  kind: string;
  /** The wait from the end of one run to the next. */
  everyMs: number;
  /** When the row is first made: due this long after that. */
  firstDelayMs: number;
}

/** The background passes that run for ever: one row each in `jobs`, queued again after every run. */
export const RECURRING_JOBS: readonly RecurringJob[] = [
  { kind: SALE_CLOSER_JOB_KIND, everyMs: SALE_CLOSER_INTERVAL_MS, firstDelayMs: 0 },
  { kind: DIGEST_JOB_KIND, everyMs: DIGEST_PASS_INTERVAL_MS, firstDelayMs: DIGEST_FIRST_DELAY_MS },
  {
    kind: BLOCK_REMINDER_JOB_KIND,
    everyMs: BLOCK_REMINDER_INTERVAL_MS,
    firstDelayMs: BLOCK_REMINDER_INTERVAL_MS,
  },
];

/**
 * Makes sure each recurring kind has its row (startJobs, in every process, before its workers start). The unique
 * index on kind where every_ms is set keeps it one row whatever processes start at once; an existing row only takes
 * the current period, keeping its due time and status, so a restart neither runs a pass early nor touches a run
 * another process holds.
 */
export async function ensureRecurringJobs(db: Db, recurring: readonly RecurringJob[] = RECURRING_JOBS) {
  if (recurring.length === 0) return;
  await db
    .insert(jobs)
    .values(
      recurring.map(({ kind, everyMs, firstDelayMs }) => ({
        kind,
        payload: {},
        everyMs,
        runAt: sql`now() + ${Math.round(firstDelayMs)}::int * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.kind,
      targetWhere: sql`every_ms is not null`,
      set: { everyMs: sql`excluded.every_ms`, updatedAt: sql`now()` },
    });
}
