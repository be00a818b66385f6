import 'server-only';
import { inventoryChanged } from '../inventory/inventory-changed';

/**
 * After a photo write commits: what the process keeps about lots is dropped as for a lot edit (the cached best deals
 * of the home page carry the cover), so the change shows at once. Lot pages, search rows and cards read photos live.
 */
export function photosChanged(lot: { id: number; stockNumber: string }): Promise<void> {
  return inventoryChanged(lot);
}
