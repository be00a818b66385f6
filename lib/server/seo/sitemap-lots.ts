import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { lotPathOf } from '@/lib/domain/lot-route';
import type { SitemapUrl } from './sitemap-xml';

/** Open lots, the statuses written as literals so the planner can use the partial indexes of open lots. */
const OPEN = sql.raw(`status in (${OPEN_LOT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * How the open lots split into files of at most `urlsPerFile`, in lot-id order: the first lot id of each file, from
 * one pass over the ids of the open lots (an index-only scan). A file then reads its lots by id range (a keyset),
 * never by OFFSET.
 */
export async function lotFileStarts(urlsPerFile: number): Promise<number[]> {
  const perFile = sql.raw(String(Math.max(1, Math.trunc(urlsPerFile))));
  const db = await getDb();
  const starts = rows<{ id: number | string }>(
    await db.execute(sql`
      select id from (
        select id, row_number() over (order by id) as n from ${lots} where ${OPEN}
      ) numbered
      where (n - 1) % ${perFile} = 0
      order by id`),
  );
  return starts.map((r) => Number(r.id));
}

type LotRow = { id: number; year: number; make: string; model: string; trim: string | null };

/** lotPathOf, with the part after the id (year and title slug) worked out once per distinct vehicle. */
function lotPaths(): (lot: LotRow) => string {
  const tails = new Map<string, string>();
  return (lot) => {
    const key = `${lot.year}\n${lot.make}\n${lot.model}\n${lot.trim ?? ''}`;
    let tail = tails.get(key);
    if (tail === undefined) {
      tail = lotPathOf(lot).slice(`/${lot.id}`.length);
      tails.set(key, tail);
    }
    return `/${lot.id}${tail}`;
  };
}

/** A lot's row as the sitemap reads it: `lastmod` already written by PostgreSQL as the sitemap's W3C date-time. */
type UrlRow = LotRow & { lastmod: string };

/**
 * The open lots from `firstId` up to (not including) `beforeId`, at most `limit`, in id order: each at its one
 * canonical URL (the root form, English) with its last change (`updated_at`) as `lastmod`. Read as a raw statement,
 * with the date written by PostgreSQL: a file is 50,000 rows, and drizzle's mapping of each field and a `Date` per row
 * took most of a second at a million lots.
 */
export async function lotUrls(
  firstId: number,
  beforeId: number | null,
  limit: number,
): Promise<SitemapUrl[]> {
  const db = await getDb();
  const found = rows<UrlRow>(
    await db.execute(sql`
      select id, year, make, model, trim,
        to_char(${lots.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as lastmod
      from ${lots}
      where ${OPEN} and id >= ${firstId} ${beforeId === null ? sql`` : sql`and id < ${beforeId}`}
      order by id
      limit ${Math.max(0, Math.trunc(limit))}`),
  );
  const pathOf = lotPaths();
  return found.map((r) => ({ path: pathOf(r), lastmod: r.lastmod }));
}
