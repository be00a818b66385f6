import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { auctions, lots } from '@/lib/db/schema';
import { inventoryGeneration } from '../search/facet-index/facet-index';
import { parsePageTags } from './page-tags';

/**
 * Whether a cached page is still true: every lot and auction it showed still has the revision it read (a trigger raises
 * it on every update, whoever commits it, in any process), and a list still stands on the same inventory. Asked by the
 * cache handler before each answer from the cache, so a bid committed before a request is on the page it gets.
 */
export async function pageStillTrue(tags: readonly string[]): Promise<boolean> {
  const wanted = parsePageTags(tags);
  if (wanted.uncacheable) return false;
  const [found, inventory] = await Promise.all([
    wanted.lots.size + wanted.auctions.size === 0 ? [] : revisionsOf(wanted.lots, wanted.auctions),
    wanted.inventory === null ? null : inventoryGeneration(),
  ]);
  if (wanted.inventory !== null && inventory !== wanted.inventory) return false;
  const lotRows = found.filter((row) => row.kind === 'lot');
  const auctionRows = found.filter((row) => row.kind === 'auction');
  return matches(wanted.lots, lotRows) && matches(wanted.auctions, auctionRows);
}

type RevisionRow = { kind: 'lot' | 'auction'; id: number; revision: number };

/** A PostgreSQL array literal of ids (parsePageTags lets only safe integers through). */
const idArray = (ids: Map<number, number>) => `{${[...ids.keys()].join(',')}}`;

/**
 * The current revisions of the lots and auctions a page named, in one statement with one array parameter each: it is
 * asked before every answer from the cache, and drizzle's builder of an IN list of a search page's fifty lots cost more
 * than the query.
 */
async function revisionsOf(
  lotIds: Map<number, number>,
  auctionIds: Map<number, number>,
): Promise<RevisionRow[]> {
  const db = await getDb();
  return rows<RevisionRow>(
    await db.execute(sql`
      select 'lot' as kind, id, revision from ${lots} where id = any(${idArray(lotIds)}::bigint[])
      union all
      select 'auction' as kind, id, revision from ${auctions} where id = any(${idArray(auctionIds)}::bigint[])`),
  );
}

function matches(wanted: Map<number, number>, found: RevisionRow[]): boolean {
  if (found.length !== wanted.size) return false; // a row gone
  return found.every((row) => wanted.get(Number(row.id)) === Number(row.revision));
}

/** Where the cache handler (lib/server/cache/page-cache-handler.mjs, loaded by Next outside our bundles) finds it. */
export const PAGE_FRESHNESS = Symbol.for('salvage-lane.page-freshness');

/** server.ts, before Next starts: the cache handler asks pageStillTrue before serving a page that carries our tags. */
export function installPageFreshness(): void {
  (globalThis as { [PAGE_FRESHNESS]?: typeof pageStillTrue })[PAGE_FRESHNESS] = pageStillTrue;
}
