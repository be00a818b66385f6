import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { members } from './members';

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * A bulk import of a yard's CSV file (and optionally a ZIP of photos), run in the background by the job queue. The
 * counters and `rows_done` move in the same transaction as each batch of rows, so a restart resumes after the last
 * committed row and no row is applied twice.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    createdBy: text('created_by')
      .notNull()
      .references(() => members.id),
    fileName: text('file_name').notNull(),
    /** Storage keys of the uploaded CSV and the optional photo ZIP. */
    fileKey: text('file_key').notNull(),
    photosKey: text('photos_key'),
    /** Data rows committed so far (the header is not counted): where a resumed run starts. */
    rowsDone: integer('rows_done').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The file's data rows when known (counted before the run), for the progress bar. */
    rowsTotal: integer('rows_total'),
    /** Why the whole import failed (a missing column, an unreadable file); row errors are in import_row_errors. */
    failure: text('failure'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('imports_created_idx').on(t.createdAt.desc())],
);

/** One refused row of an import: which row (1-based, the header is row 1), which column, why. */
export const importRowErrors = pgTable(
  'import_row_errors',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    column: text('column').notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row, t.column] })],
);

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The job queue (ARCHITECTURE "Background work"), used unless a kept library that runs on PGlite replaces it: a worker
 * claims the oldest due job with FOR UPDATE SKIP LOCKED and holds it by `locked_until`, so a job never runs twice at
 * once across processes, and one whose worker died is claimed again once its lock lapses.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    lockedBy: text('locked_by'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Set on a recurring job (lib/server/jobs/recurring-jobs.ts): after each run it is queued again this long ahead
     * instead of ending, so its kind keeps one row forever.
     */
    everyMs: integer('every_ms'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`status in ('queued', 'running')`),
    // One row per recurring kind: ensureRecurringJobs upserts on it.
    uniqueIndex('jobs_recurring_kind_idx')
      .on(t.kind)
      .where(sql`every_ms is not null`),
  ],
);
