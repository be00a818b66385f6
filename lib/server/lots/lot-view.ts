import 'server-only';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { pagePhotos } from '../photos/page-photos';
import type { LotDetail } from './get-lot';
import type { LotSummary } from './lot-summary';
import { priceHistory, type PriceHistory } from './price-history';
import { similarLots } from './similar-lots';

/**
 * What the lot page shows besides the lot itself: the same for every reader, so the page is cached whole. The member's
 * own part (the Guest banner, their maximum, the watch state) and the clock are the browser's.
 */
export interface LotView {
  /** The lot's photos in order; none: the page shows its drawn illustrations. */
  photos: LotPhoto[];
  similar: LotSummary[];
  /** This VIN's earlier runs and what comparable vehicles sold for (issue 26 §3). */
  history: PriceHistory;
}

/** Read after the lot (its revision first, then what depends on it: see lib/server/cache/page-shows). */
export async function lotView(lot: LotDetail): Promise<LotView> {
  const [photos, similar, history] = await Promise.all([
    pagePhotos(lot.id),
    similarLots(lot),
    priceHistory(lot),
  ]);
  return { photos, similar, history };
}
