import 'server-only';
import { forgetKept } from '../cache/kept-fresh';
import { forgetCanonicalLot } from '../lots/lot-redirect';
import { indexedVehicleDictionaries } from '../search/facet-index/facet-index';
import { clearCachedCounts } from '../search/search-cache';

/**
 * After a staff write to a lot commits: what this process keeps about the inventory is dropped, so the lot shows at
 * once in search, on its page and in the sitemap. Search rows and the lot page are read live; the facet counts replay
 * lot_changes before every count (the triggers log every write), and the make/model vocabulary of the search pages is
 * replayed now; the cached range counts and totals and the sitemap's lists are forgotten; a lot whose URL changed is
 * forgotten by the page gate. (Other web processes keep those caches for their minute; see lot-redirect for URLs.)
 */
export async function inventoryChanged(lot: { id: number; stockNumber: string }): Promise<void> {
  forgetCanonicalLot(lot);
  await dropInventoryCaches();
}

/** The process's inventory caches: the cached counts, the sitemap's lists, the make/model vocabulary (replayed). */
async function dropInventoryCaches(): Promise<void> {
  await Promise.all([clearCachedCounts(), forgetKept('sitemap:'), indexedVehicleDictionaries(0)]);
}

/** How often a bulk import drops the caches while it runs: search's counts stay warm between batches. */
export const IMPORT_CACHE_DROP_MS = 1_000;

export interface ChangedLots {
  /** A batch's lots: their URLs are forgotten now, the caches at most once every `everyMs`. */
  add(changed: readonly { id: number; stockNumber: string }[]): Promise<void>;
  /** The caches dropped now if any lot is still waiting (the import's end). */
  flush(): Promise<void>;
}

/**
 * inventoryChanged for the stream of batches of a bulk import: the per-lot part at once, the cache drop (which makes
 * the next searches count again) coalesced to one every `everyMs`, so searches during a 100,000-row import are not
 * recounting after every 500 rows. A lot imported shows in search within `everyMs`, and at once when the import ends.
 */
export function coalescedLotsChanged({
  everyMs = IMPORT_CACHE_DROP_MS,
  now = () => Date.now(),
  dropCaches = dropInventoryCaches,
}: { everyMs?: number; now?: () => number; dropCaches?: () => Promise<void> } = {}): ChangedLots {
  let pending = false;
  let droppedAt = now();
  const drop = async () => {
    pending = false;
    droppedAt = now();
    await dropCaches();
  };
  return {
    async add(changed) {
      for (const lot of changed) forgetCanonicalLot(lot);
      if (changed.length > 0) pending = true;
      if (pending && now() - droppedAt >= everyMs) await drop();
    },
    async flush() {
      if (pending) await drop();
    },
  };
}
