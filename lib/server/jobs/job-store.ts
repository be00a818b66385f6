import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';

/** A job as a worker holds it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Attempts so far, this one included. */
  attempts: number;
  /** A recurring job's period: after each run it is queued again this long ahead (rescheduleJob). Null for a one-off. */
  everyMs: number | null;
}

/** Thrown in a job's own transaction when its worker no longer holds it (the lease lapsed and another took it). */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(jobId: number) {
    super(`job ${jobId}: another worker holds it now`);
  }
}

const until = (leaseMs: number) => sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'`;

/**
 * Claims the oldest due job of `kinds` for `workerId`: queued and due, or running with a lapsed lease (its worker
 * died). FOR UPDATE SKIP LOCKED lets workers in other processes claim others at the same moment, never the same one;
 * the claim holds it until `locked_until`, which the worker renews while it runs. Null when nothing is due.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const [job] = rows<{
    id: string | number;
    kind: string;
    payload: unknown;
    attempts: number;
    every_ms: number | null;
  }>(
    await db.execute(sql`
      update jobs
      set status = 'running', locked_by = ${workerId}, locked_until = ${until(leaseMs)},
        attempts = attempts + 1, updated_at = now()
      where id = (
        select id from jobs
        where kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and run_at <= now()
          and (status = 'queued' or (status = 'running' and locked_until < now()))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, every_ms`),
  );
  if (!job) return null;
  const payload = typeof job.payload === 'string' ? (JSON.parse(job.payload) as unknown) : job.payload;
  return {
    id: Number(job.id),
    kind: job.kind,
    payload: payload as Record<string, unknown>,
    attempts: job.attempts,
    everyMs: job.every_ms === null ? null : Number(job.every_ms),
  };
}

/** Extends the lease of a job `workerId` still holds; false when it holds it no more. */
export async function renewLease(db: Db, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const held = rows(
    await db.execute(sql`
      update jobs set locked_until = ${until(leaseMs)}, updated_at = now()
      where id = ${jobId} and locked_by = ${workerId} and status = 'running'
      returning id`),
  );
  return held.length > 0;
}

/** renewLease inside the job's own transaction: it commits only while the worker holds the job (a fence). */
export async function holdLease(tx: Db, jobId: number, workerId: string, leaseMs: number): Promise<void> {
  if (!(await renewLease(tx, jobId, workerId, leaseMs))) throw new LeaseLostError(jobId);
}

/** The job is done: it leaves the queue's index. */
export async function completeJob(db: Db, jobId: number, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'done', locked_by = null, locked_until = null, last_error = null, updated_at = now()
    where id = ${jobId} and locked_by = ${workerId}`);
}

/**
 * An attempt failed: the job waits `retryInMs` and is tried again, or, with `final`, is failed for good. Either way
 * the error is kept in last_error. Returns whether this worker still held the job.
 */
export async function failJobAttempt(
  db: Db,
  jobId: number,
  workerId: string,
  error: string,
  { final, retryInMs }: { final: boolean; retryInMs: number },
): Promise<boolean> {
  const held = rows(
    await db.execute(sql`
      update jobs
      set status = ${final ? 'failed' : 'queued'}, locked_by = null, locked_until = null,
        last_error = ${error.slice(0, 2_000)},
        run_at = ${final ? sql`run_at` : until(retryInMs)}, updated_at = now()
      where id = ${jobId} and locked_by = ${workerId}
      returning id`),
  );
  return held.length > 0;
}

/**
 * A recurring job's run ended: instead of leaving the queue its row is queued again `every_ms` from now, attempts
 * reset, with the run's error in last_error (null after a success). Only the worker that holds it may; returns
 * whether it still did.
 */
export async function rescheduleJob(
  db: Db,
  jobId: number,
  workerId: string,
  error: string | null,
): Promise<boolean> {
  const held = rows(
    await db.execute(sql`
      update jobs
      set status = 'queued', locked_by = null, locked_until = null, attempts = 0,
        last_error = ${error === null ? null : error.slice(0, 2_000)},
        run_at = now() + every_ms * interval '1 millisecond', updated_at = now()
      where id = ${jobId} and locked_by = ${workerId} and status = 'running' and every_ms is not null
      returning id`),
  );
  return held.length > 0;
}

/** The worker stops before the job ends: it goes back to the queue at once, the attempt not counted. */
export async function releaseJob(db: Db, jobId: number, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs
    set status = 'queued', locked_by = null, locked_until = null, attempts = greatest(attempts - 1, 0),
      updated_at = now()
    where id = ${jobId} and locked_by = ${workerId} and status = 'running'`);
}
