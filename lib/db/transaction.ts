import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs `work` in one transaction and gives it the transaction as a `Db`, the type every service function takes: a
 * function written for the database runs unchanged inside the caller's transaction. Committed when `work` resolves,
 * rolled back when it throws (the error is rethrown).
 */
export function transaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  // Drizzle's PgTransaction extends PgDatabase with the same type arguments: it is a Db as it is, no cast needed.
  return db.transaction((tx) => work(tx), config);
}
