import { getFormatter, getTranslations } from 'next-intl/server';
import { WatchButton } from '@/components/watchlist/watch-button';
import { watchLabels } from '@/components/watchlist/watch-labels';
import { formatUsd } from '@/lib/domain/format';
import { lotBidding } from '@/lib/server/bids/lot-bidding';
import { siteConfig } from '@/lib/server/content/site-config';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import { BidBox } from './bid-box';
import { bidBoxLabels } from './bid-box/bid-box-labels';

/**
 * Sale time in the branch's zone, status and buy-it-now price, the watch button and the bid box (seeded with the lot's
 * public bidding state; the browser adds the member's part).
 */
export async function LotSalePanel({ lot }: { lot: LotDetail }) {
  const [t, status, watch, bidBox, format, publicState] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('LotStatus'),
    getTranslations('Watchlist'),
    getTranslations('BidBox'),
    getFormatter(),
    lotBidding(lot.id, null),
  ]);
  return (
    <aside className="lot-sale" aria-labelledby="lot-sale">
      <h2 id="lot-sale">{t('sale')}</h2>
      <dl className="lot-details">
        <div>
          <dt>{t('status')}</dt>
          <dd>{status.has(lot.status) ? status(lot.status) : lot.status}</dd>
        </div>
        <div>
          <dt>{t('saleDate')}</dt>
          <dd>
            {lot.saleDate
              ? format.dateTime(lot.saleDate, {
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                  hour: 'numeric',
                  minute: '2-digit',
                  timeZoneName: 'short',
                  timeZone: lot.branch.timeZone,
                })
              : t('salePending')}
          </dd>
        </div>
        {lot.buyItNowPriceCents !== null && (
          <div>
            <dt>{t('buyItNow')}</dt>
            <dd>
              <bdi>{formatUsd(lot.buyItNowPriceCents)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <WatchButton lotId={lot.id} labels={watchLabels(watch)} />
      <BidBox
        key={lot.id}
        lotId={lot.id}
        publicState={publicState}
        labels={bidBoxLabels(bidBox)}
        easyHaulURL={siteConfig().easyHaulURL}
      />
    </aside>
  );
}
