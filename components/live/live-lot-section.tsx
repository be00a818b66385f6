import { getTranslations } from 'next-intl/server';
import type { BidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { env } from '@/lib/env';
import type { LotBidding } from '@/lib/schemas/bids';
import { lotLiveInfo } from '@/lib/server/auctions/lot-live-info';
import { liveLabels } from './live-labels-server';
import { LiveLotPanel } from './live-lot-panel';

/**
 * The lot page's live part (server side): the lot's feed room, whether its auction is in progress, the runlist's
 * pages and the texts. The browser shows it only with `?broadcast` in the URL.
 */
export async function LiveLotSection({
  lot,
  publicState,
  bidBoxLabels,
}: {
  lot: { id: number; auctionId: number | null; branchId: number; lane: string | null; stockNumber: string };
  publicState: LotBidding;
  bidBoxLabels: BidBoxLabels;
}) {
  const [info, t] = await Promise.all([lotLiveInfo(lot), getTranslations('Live')]);
  if (!info || !info.auctionInProgress) return null;
  return (
    <LiveLotPanel
      info={{ ...info, broadcastUrl: env().BROADCAST_URL }}
      publicState={publicState}
      labels={liveLabels(t)}
      bidBoxLabels={bidBoxLabels}
    />
  );
}
