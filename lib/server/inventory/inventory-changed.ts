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

/** inventoryChanged for many lots at once (a batch of a bulk import): each lot's URL forgotten, the caches once. */
export async function lotsChanged(changed: readonly { id: number; stockNumber: string }[]): Promise<void> {
  if (changed.length === 0) return;
  for (const lot of changed) forgetCanonicalLot(lot);
  await dropInventoryCaches();
}
