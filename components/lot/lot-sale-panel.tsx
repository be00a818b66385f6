import { getFormatter, getTranslations } from 'next-intl/server';
import { WatchButton } from '@/components/watchlist/watch-button';
import { watchLabels } from '@/components/watchlist/watch-labels';
import { formatUsd } from '@/lib/domain/format';
import { toIntlLocale } from '@/lib/domain/locales';
import { localeOrDefault } from '@/lib/i18n/localize-href';
import { lotBidding } from '@/lib/server/bids/lot-bidding';
import { siteConfig } from '@/lib/server/content/site-config';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import { LiveLotSection } from '@/components/live/live-lot-section';
import { BidBox } from './bid-box';
import { bidBoxLabels } from './bid-box/bid-box-labels';
import { SaleCountdown } from './sale-countdown';
import { ViewerSaleTime } from './viewer-sale-time';

/** Sales that have not started yet count down. */
const COUNTDOWN_STATUSES = new Set(['upcoming', 'pre-bidding']);

/**
 * Sale time in the branch's zone (and the viewer's, added by the browser), the countdown to it, status, location and
 * buy-it-now price, the watch button, the way to the live sale (a lot on the block or selling today) and the bid box
 * (seeded with the lot's public bidding state; the browser adds the member's part).
 */
export async function LotSalePanel({ lot, locale = 'en' }: { lot: LotDetail; locale?: string }) {
  const [t, page, status, watch, bidBox, format, publicState] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('LotPage'),
    getTranslations('LotStatus'),
    getTranslations('Watchlist'),
    getTranslations('BidBox'),
    getFormatter(),
    lotBidding(lot.id, null),
  ]);
  const counting = lot.saleDate !== null && COUNTDOWN_STATUSES.has(lot.status);
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
            {lot.saleDate && (
              <ViewerSaleTime
                saleAt={lot.saleDate.toISOString()}
                intlLocale={toIntlLocale(locale)}
                template={t.raw('saleDateYours') as string}
              />
            )}
          </dd>
        </div>
        {counting && (
          <div>
            <dt>{page('countdown.label')}</dt>
            <dd>
              <SaleCountdown
                saleAt={lot.saleDate!.getTime()}
                labels={{
                  startsIn: page.raw('countdown.startsIn') as string,
                  days: page.raw('countdown.days') as string,
                  started: page('countdown.started'),
                }}
              />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('location')}</dt>
          <dd>{`${lot.branch.name}, ${lot.branch.state}`}</dd>
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
      <LiveLotSection
        lot={lot}
        publicState={publicState}
        bidBoxLabels={bidBoxLabels(bidBox)}
        locale={localeOrDefault(locale)}
      />
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
