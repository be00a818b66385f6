import 'server-only';
import { and, asc, count, desc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { importRowErrors, imports, members } from '@/lib/db/schema';
import { IMPORT_ERRORS_SHOWN } from '@/lib/domain/imports';
import type {
  ImportDetail,
  ImportList,
  ImportListQuery,
  ImportRowError,
  ImportSummary,
} from '@/lib/schemas/admin-imports';

export const IMPORTS_PAGE_SIZE = 25;

const summaryColumns = {
  id: imports.id,
  status: imports.status,
  fileName: imports.fileName,
  photosKey: imports.photosKey,
  createdBy: members.email,
  rowsTotal: imports.rowsTotal,
  rowsRead: imports.rowsRead,
  created: imports.created,
  updated: imports.updated,
  unchanged: imports.unchanged,
  rejected: imports.rejected,
  failure: imports.failure,
  createdAt: imports.createdAt,
  startedAt: imports.startedAt,
  finishedAt: imports.finishedAt,
};

/** The imports with their uploader's e-mail. */
const summaries = (db: Db) =>
  db.select(summaryColumns).from(imports).innerJoin(members, eq(members.id, imports.createdBy));
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function toSummary({
  status,
  photosKey,
  createdAt,
  startedAt,
  finishedAt,
  ...row
}: SummaryRow): ImportSummary {
  return {
    ...row,
    state: status,
    hasPhotos: photosKey !== null,
    createdAt: createdAt.toISOString(),
    startedAt: startedAt?.toISOString() ?? null,
    finishedAt: finishedAt?.toISOString() ?? null,
  };
}

/** GET /rest-api/v2/admin/imports/{id}: the import with its first IMPORT_ERRORS_SHOWN row errors, or null. */
export async function findImport(id: number): Promise<ImportDetail | null> {
  const db = await getDb();
  const [row] = await summaries(db).where(eq(imports.id, id));
  if (!row) return null;
  const [errors, [counted]] = await Promise.all([
    db
      .select({ row: importRowErrors.row, column: importRowErrors.column, message: importRowErrors.message })
      .from(importRowErrors)
      .where(eq(importRowErrors.importId, id))
      .orderBy(asc(importRowErrors.row), asc(importRowErrors.column))
      .limit(IMPORT_ERRORS_SHOWN),
    db.select({ n: count() }).from(importRowErrors).where(eq(importRowErrors.importId, id)),
  ]);
  return { ...toSummary(row), errorCount: Number(counted?.n ?? 0), errors };
}

/** GET /rest-api/v2/admin/imports: one page of imports, newest first. */
export async function listImports(query: ImportListQuery): Promise<ImportList> {
  const page = query.page ?? 1;
  const db = await getDb();
  const found = await summaries(db)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(IMPORTS_PAGE_SIZE + 1)
    .offset((page - 1) * IMPORTS_PAGE_SIZE);
  return {
    items: found.slice(0, IMPORTS_PAGE_SIZE).map(toSummary),
    page,
    hasMore: found.length > IMPORTS_PAGE_SIZE,
  };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is neutralized for spreadsheets. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const PAGE = 5_000;

/**
 * GET /rest-api/v2/admin/imports/{id}/errors.csv: every row error (`row,column,message`, by row), streamed a page
 * at a time (keyset on row and column) so 100,000 errors never sit in memory; null when no import has this id.
 */
export async function importErrorsCsv(id: number): Promise<ReadableStream<Uint8Array> | null> {
  const db = await getDb();
  const [found] = await db.select({ id: imports.id }).from(imports).where(eq(imports.id, id));
  if (!found) return null;
  const encoder = new TextEncoder();
  let after: Pick<ImportRowError, 'row' | 'column'> | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('row,column,message\r\n'));
      }
      const page: ImportRowError[] = await db
        .select({
          row: importRowErrors.row,
          column: importRowErrors.column,
          message: importRowErrors.message,
        })
        .from(importRowErrors)
        .where(
          and(
            eq(importRowErrors.importId, id),
            after
              ? or(
                  gt(importRowErrors.row, after.row),
                  and(eq(importRowErrors.row, after.row), gt(importRowErrors.column, after.column)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(importRowErrors.row), asc(importRowErrors.column))
        .limit(PAGE);
      if (page.length === 0) {
        controller.close();
        return;
      }
      after = page.at(-1)!;
      controller.enqueue(
        encoder.encode(page.map((e) => `${e.row},${csvField(e.column)},${csvField(e.message)}\r\n`).join('')),
      );
    },
  });
}
