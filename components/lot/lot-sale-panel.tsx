import { getFormatter, getTranslations } from 'next-intl/server';
import { WatchButton } from '@/components/watchlist/watch-button';
import { watchLabels } from '@/components/watchlist/watch-labels';
import { formatUsd } from '@/lib/domain/format';
import type { LotDetail } from '@/lib/server/lots/get-lot';

/** Sale time in the branch's zone, status, current bid and buy-it-now price, the watch button; the bid box joins here. */
export async function LotSalePanel({ lot }: { lot: LotDetail }) {
  const [t, status, watch, format] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('LotStatus'),
    getTranslations('Watchlist'),
    getFormatter(),
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
        <div>
          <dt>{t('currentBid')}</dt>
          <dd className="lot-sale__bid">
            <bdi>{formatUsd(lot.currentBidCents)}</bdi>
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
      <p className="field-hint" data-testid="bid-box-placeholder">
        {t('bidBoxSoon')}
      </p>
    </aside>
  );
}
