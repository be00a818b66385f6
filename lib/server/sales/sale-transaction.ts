import 'server-only';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { transaction } from '@/lib/db/transaction';

/** How many times a sales write runs when PostgreSQL breaks a deadlock by aborting it. */
const ATTEMPTS = 3;

/** PostgreSQL's deadlock_detected (40P01), on the error or on the cause drizzle wraps it in. */
function isDeadlock(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    if ((e as { code?: unknown }).code === '40P01') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/**
 * One sales write in one transaction. It locks the sale's row first and then its lots (as the import's placement
 * does), while a lot edit or a check-in locks its lot and then the sale it joins: two such writes on the same lot and
 * sale at the same moment can wait on each other, and PostgreSQL aborts one. That one is run again from the start (it
 * wrote nothing), so neither staff member sees an error for it.
 */
export async function saleTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction(db, work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}
