/**
 * The console's bulk imports (issue 23 §5): POST /rest-api/v2/admin/imports (multipart `file`, optional `photos`),
 * GET .../imports (the list), GET .../imports/{id} (state, counts, the first row errors) and .../errors.csv.
 */
import * as z from 'zod/mini';
import type { ImportState } from '@/lib/domain/imports';

/** An import's id in a path: digits, at most a PostgreSQL integer. */
export const importIdParam = z
  .pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'invalid')),
    z.transform((value) => Number(value)),
  )
  .check(z.refine((id) => id <= 2_147_483_647, 'invalid'));

export const importListQuery = z.object({
  page: z.optional(
    z.coerce.number('invalid').check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(10_000, 'invalid')),
  ),
});
export type ImportListQuery = z.output<typeof importListQuery>;

/** One refused row: its row in the file (the header is row 1), its column (`_`: the whole row) and why. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** An import as the console shows it; `rowsTotal` is null until the worker has counted the file's rows. */
export interface ImportSummary {
  id: number;
  state: ImportState;
  fileName: string;
  hasPhotos: boolean;
  createdBy: string;
  rowsTotal: number | null;
  rowsRead: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Why the whole import failed (a bad file); row errors are listed apart. */
  failure: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** GET .../imports/{id}: the summary, how many row errors there are and the first IMPORT_ERRORS_SHOWN of them. */
export interface ImportDetail extends ImportSummary {
  errorCount: number;
  errors: ImportRowError[];
}

export interface ImportList {
  items: ImportSummary[];
  page: number;
  hasMore: boolean;
}
