import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { getDatabase } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { auctions, lots } from '@/lib/db/schema';
import { inventoryGeneration } from '../search/facet-index/facet-index';
import { batchedWhileBusy } from './batched-while-busy';
import { parsePageTags, type ParsedPageTags } from './page-tags';

/**
 * Whether a cached page is still true: every lot and auction it showed still has the revision it read (a trigger raises
 * it on every update, whoever commits it, in any process), and a list still stands on the same inventory. Asked by the
 * cache handler before each answer from the cache, so a bid committed before a request is on the page it gets.
 * Checks asked while one is running are answered together by the next (batchedWhileBusy): one statement for all their
 * rows, one replay of the facet index.
 */
export async function pageStillTrue(tags: readonly string[]): Promise<boolean> {
  const wanted = parsePageTags(tags);
  if (wanted.uncacheable) return false;
  return checkerOf(await getDatabase())(wanted);
}

/** One batch of checks: the current revisions of every row any of them names, then each page against them. */
async function checkPages(database: Database, pages: ParsedPageTags[]): Promise<boolean[]> {
  const lotIds = new Set(pages.flatMap((page) => [...page.lots.keys()]));
  const auctionIds = new Set(pages.flatMap((page) => [...page.auctions.keys()]));
  const [current, inventory] = await Promise.all([
    revisionsOf(database, lotIds, auctionIds),
    pages.some((page) => page.inventory !== null) ? inventoryGeneration() : null,
  ]);
  return pages.map(
    (page) =>
      (page.inventory === null || page.inventory === inventory) &&
      matches(page.lots, current.lots) &&
      matches(page.auctions, current.auctions),
  );
}

type RevisionRow = { kind: 'lot' | 'auction'; id: number | string; revision: number | string };
type Revisions = { lots: Map<number, number>; auctions: Map<number, number> };

/** A PostgreSQL array literal of ids (parsePageTags lets only safe integers through). */
const idArray = (ids: Set<number>) => `{${[...ids].join(',')}}`;

/**
 * The current revisions of the lots and auctions named, in one statement with one array parameter each: it is asked
 * before answers from the cache, and drizzle's builder of an IN list of a search page's fifty lots cost more than the
 * query. A kind with no id is left out of the statement.
 */
async function revisionsOf(
  database: Database,
  lotIds: Set<number>,
  auctionIds: Set<number>,
): Promise<Revisions> {
  const current: Revisions = { lots: new Map(), auctions: new Map() };
  const parts = [
    lotIds.size > 0 &&
      sql`select 'lot' as kind, id, revision from ${lots} where id = any(${idArray(lotIds)}::bigint[])`,
    auctionIds.size > 0 &&
      sql`select 'auction' as kind, id, revision from ${auctions} where id = any(${idArray(auctionIds)}::bigint[])`,
  ].filter((part) => part !== false);
  if (parts.length === 0) return current;
  const found = rows<RevisionRow>(await database.db.execute(sql.join(parts, sql` union all `)));
  for (const row of found)
    (row.kind === 'lot' ? current.lots : current.auctions).set(Number(row.id), Number(row.revision));
  return current;
}

/** Every row the page named is there at the revision it read (a row gone: the page is not true). */
function matches(wanted: Map<number, number>, current: Map<number, number>): boolean {
  for (const [id, revision] of wanted) if (current.get(id) !== revision) return false;
  return true;
}

// One batcher per database and process (Next's bundled copy of this module finds the same one through a global symbol).
const KEY = Symbol.for('salvage-lane.page-freshness-batches');
const holder = globalThis as { [KEY]?: WeakMap<Database, (page: ParsedPageTags) => Promise<boolean>> };

function checkerOf(database: Database): (page: ParsedPageTags) => Promise<boolean> {
  const checkers = (holder[KEY] ??= new WeakMap());
  let checker = checkers.get(database);
  if (!checker) checkers.set(database, (checker = batchedWhileBusy((pages) => checkPages(database, pages))));
  return checker;
}

/** Where the cache handler (lib/server/cache/page-cache-handler.mjs, loaded by Next outside our bundles) finds it. */
export const PAGE_FRESHNESS = Symbol.for('salvage-lane.page-freshness');

/** server.ts, before Next starts: the cache handler asks pageStillTrue before serving a page that carries our tags. */
export function installPageFreshness(): void {
  (globalThis as { [PAGE_FRESHNESS]?: typeof pageStillTrue })[PAGE_FRESHNESS] = pageStillTrue;
}
