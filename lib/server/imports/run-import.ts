import 'server-only';
import { setImmediate as turn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { getDatabase, getDb } from '@/lib/db/database';
import { branches, imports, members } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { IMPORT_MAX_ROWS, type ImportColumn } from '@/lib/domain/imports';
import type { ImportRowError } from '@/lib/schemas/admin-imports';
import { logger } from '@/lib/log';
import { recordAudit } from '../audit/record-audit';
import { lotsChanged } from '../inventory/inventory-changed';
import type { Branch } from '../inventory/sale-placement';
import type { JobContext } from '../jobs/job-worker';
import { applyBatch, type Batch } from './apply-batch';
import { ImportFileError, readImportFile } from './import-file';
import { applyImportPhotos } from './import-photos';
import { cellsOf, parseRow, rowKey, type ParsedRow } from './import-row';

const log = logger('imports');

/** Rows per transaction: big enough for multi-row writes, small enough that search gets its turn between them. */
export const IMPORT_BATCH_ROWS = 500;

/**
 * Lots written between two ANALYZEs of the table while an import runs on PostgreSQL, and once at its end. The planner's estimates
 * of the new lots (how many match a make, a word of the search) come from those statistics: left to autovacuum, a
 * table grown from 20,000 to 120,000 lots keeps planning searches on the old figures for a minute (a text search
 * sorted by sale date took 28 ms instead of 6).
 */
export const ANALYZE_EVERY_ROWS = 20_000;

/** The import failed for good: why, where the console shows it. */
export async function failImport(importId: number, failure: string): Promise<void> {
  const db = await getDb();
  await db
    .update(imports)
    .set({ status: 'failed', failure: failure.slice(0, 1_000), finishedAt: new Date() })
    .where(eq(imports.id, importId));
}

/** The file's data rows (a first pass: the progress bar's total), or ImportFileError past IMPORT_MAX_ROWS. */
async function countRows(fileKey: string): Promise<number> {
  let count = 0;
  for await (const item of readImportFile(fileKey)) {
    if ('header' in item) continue;
    count += 1;
    if (count > IMPORT_MAX_ROWS)
      throw new ImportFileError(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`);
  }
  return count;
}

/** The key's column, for the error of a row that repeats an earlier row's key. */
const duplicateError = (row: number, key: string, first: number): ImportRowError =>
  key.startsWith('stock:')
    ? {
        row,
        column: 'stock_number',
        message: `The same stock number as row ${first}: each lot once per file.`,
      }
    : { row, column: 'vin', message: `The same VIN as row ${first}: each vehicle once per file.` };

/**
 * The job of one import (job kind `import`): counts the file's rows once, then streams it and applies its rows in
 * batches (apply-batch.ts), each in its own transaction with rows_done. A resumed run (after a restart, or a retry)
 * reads the file again from the top, skips the rows_done rows already committed (noting their keys, so a duplicate
 * of a skipped row is still refused) and goes on: no row is applied twice. Between batches the lots written are
 * dropped from this process's caches (as a check-in's are: the search index replays the batch there, not in the next
 * search), the table's statistics are refreshed every ANALYZE_EVERY_ROWS lots on PostgreSQL, the event loop turns
 * (search requests run) and a stop is honoured. Then the photo ZIP, if any, and the import is done. A file that cannot
 * be imported fails the import.
 */
export async function runImport(
  importId: number,
  job: Pick<JobContext, 'signal' | 'holdLease'>,
  { batchRows = IMPORT_BATCH_ROWS }: { batchRows?: number } = {},
): Promise<void> {
  const db = await getDb();
  const [record] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!record || record.status === 'done' || record.status === 'failed') return;
  const [staff] = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(eq(members.id, record.createdBy));
  const yards = await db.select({ id: branches.id, lanes: branches.lanes }).from(branches);
  const branchById = new Map<number, Branch>(yards.map((b) => [b.id, b]));
  await db
    .update(imports)
    .set({ status: 'running', startedAt: record.startedAt ?? new Date() })
    .where(eq(imports.id, importId));
  try {
    if (record.rowsTotal === null) {
      const rowsTotal = await countRows(record.fileKey);
      await db.update(imports).set({ rowsTotal }).where(eq(imports.id, importId));
    }
    let header: ImportColumn[] = [];
    let read = 0;
    let batch: Batch = { from: record.rowsDone, to: record.rowsDone, rows: [], refused: [] };
    const seen = new Map<string, number>();
    let unanalyzed = 0;
    // On PGlite the statement runs on the process's one connection, in the web process itself: every search would
    // wait behind it, so the embedded database is analysed once, at the end.
    const analyzeAsWeGo = (await getDatabase()).kind === 'postgres';
    const flush = async () => {
      job.signal.throwIfAborted();
      const result = await applyBatch(
        { importId, staff: staff!, branches: branchById, now: new Date(), holdLease: job.holdLease },
        { ...batch, to: read },
      );
      batch = { from: read, to: read, rows: [], refused: [] };
      await lotsChanged(result.lots);
      unanalyzed += result.lots.length;
      if (analyzeAsWeGo && unanalyzed >= ANALYZE_EVERY_ROWS) {
        await db.execute(sql`analyze lots`);
        unanalyzed = 0;
      }
      await turn();
    };
    for await (const item of readImportFile(record.fileKey)) {
      if ('header' in item) {
        header = item.header;
        continue;
      }
      read += 1;
      const key = rowKey(cellsOf(header, item.cells));
      const first = key === 'vin:' ? undefined : seen.get(key);
      if (first === undefined) seen.set(key, item.row);
      if (read <= record.rowsDone) continue;
      if (first !== undefined) batch.refused.push([duplicateError(item.row, key, first)]);
      else {
        const parsed = parseRow(item.row, header, item.cells);
        if ('errors' in parsed) batch.refused.push(parsed.errors);
        else batch.rows.push(parsed.row as ParsedRow);
      }
      if (read - batch.from >= batchRows) await flush();
    }
    if (read > batch.from) await flush();
    if (unanalyzed > 0) await db.execute(sql`analyze lots`);
    if (record.photosKey) await applyImportPhotos(importId, record.photosKey, staff!, job);
    await finishImport(importId, staff!, job);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    log.warn(`import ${importId} failed: ${error.message}`);
    await failImport(importId, error.message);
  }
}

/** Done: the state, the time and one audit record with the counts, fenced by the job like the batches. */
async function finishImport(
  importId: number,
  staff: { id: string; email: string },
  job: Pick<JobContext, 'holdLease'>,
): Promise<void> {
  await transaction(await getDb(), async (tx) => {
    await job.holdLease(tx);
    const [done] = await tx
      .update(imports)
      .set({ status: 'done', finishedAt: new Date() })
      .where(eq(imports.id, importId))
      .returning();
    await recordAudit(tx, staff, null, {
      action: 'import.finish',
      entity: 'import',
      entityId: importId,
      before: null,
      after: {
        rowsRead: done!.rowsRead,
        created: done!.created,
        updated: done!.updated,
        unchanged: done!.unchanged,
        rejected: done!.rejected,
      },
    });
  });
}
