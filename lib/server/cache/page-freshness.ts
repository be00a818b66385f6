import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
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
  const db = await getDb();
  const [lotRows, auctionRows, inventory] = await Promise.all([
    wanted.lots.size === 0
      ? []
      : db
          .select({ id: lots.id, revision: lots.revision })
          .from(lots)
          .where(inArray(lots.id, [...wanted.lots.keys()])),
    wanted.auctions.size === 0
      ? []
      : db
          .select({ id: auctions.id, revision: auctions.revision })
          .from(auctions)
          .where(inArray(auctions.id, [...wanted.auctions.keys()])),
    wanted.inventory === null ? null : inventoryGeneration(),
  ]);
  if (wanted.inventory !== null && inventory !== wanted.inventory) return false;
  return matches(wanted.lots, lotRows) && matches(wanted.auctions, auctionRows);
}

function matches(wanted: Map<number, number>, found: { id: number; revision: number }[]): boolean {
  if (found.length !== wanted.size) return false; // a row gone
  return found.every((row) => wanted.get(row.id) === row.revision);
}

/** Where the cache handler (lib/server/cache/page-cache-handler.mjs, loaded by Next outside our bundles) finds it. */
export const PAGE_FRESHNESS = Symbol.for('salvage-lane.page-freshness');

/** server.ts, before Next starts: the cache handler asks pageStillTrue before serving a page that carries our tags. */
export function installPageFreshness(): void {
  (globalThis as { [PAGE_FRESHNESS]?: typeof pageStillTrue })[PAGE_FRESHNESS] = pageStillTrue;
}
