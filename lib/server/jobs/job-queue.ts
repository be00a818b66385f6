import 'server-only';
import { getDb } from '@/lib/db/database';
import type { Db } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';

/**
 * The job queue (ARCHITECTURE "Background work"): a job is a row of `jobs` (kind, JSON payload, when it is due) that
 * a worker of any process claims (./job-store.ts, ./job-worker.ts). Kinds and their handlers: ./job-kinds.ts.
 */
export type JobPayload = Record<string, unknown>;

/**
 * The workers of this process, to be woken when a job is queued here. Kept on a global symbol: the route handlers run
 * in Next's bundled copy of this module, the worker in server.ts's (the same trick as lib/db/database.ts).
 */
const KEY = Symbol.for('salvage-lane.job-wakers');
type Holder = { [KEY]?: Set<() => void> };
const wakers = ((globalThis as Holder)[KEY] ??= new Set());

/** Registers a worker's wake-up; returns its removal. */
export function onJobQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Tells this process's workers to look for due jobs now (after the enqueueing transaction commits). */
export function wakeJobWorkers(): void {
  for (const wake of wakers) wake();
}

/**
 * Queues a job of `kind`, due at `runAt` (now by default). Pass the caller's transaction as `db` to queue the job
 * with the write that needs it (both or neither); then call wakeJobWorkers once it commits. Returns the job's id.
 */
export async function enqueue(
  kind: string,
  payload: JobPayload,
  { db, runAt }: { db?: Db; runAt?: Date } = {},
): Promise<number> {
  const target = db ?? (await getDb());
  const [job] = await target
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}) })
    .returning({ id: jobs.id });
  if (!db) wakeJobWorkers();
  return job!.id;
}
