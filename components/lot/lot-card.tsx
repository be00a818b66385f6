import { useFormatter, useTranslations } from 'next-intl';
import { LiveCardState } from '@/components/live/live-card-state';
import { WatchButton } from '@/components/watchlist/watch-button';
import { watchLabels } from '@/components/watchlist/watch-labels';
import { formatUsd } from '@/lib/domain/format';
import { inlineIllustration } from '@/lib/domain/lot-illustration';
import { lotPathOf } from '@/lib/domain/lot-route';
import { SiteLink } from '@/components/ui/site-link';
import type { LotSummary } from '@/lib/server/lots/lot-summary';
import { LotPicture } from './lot-picture';

/** A card's photo is a grid column's width: the whole screen on a phone, at most a third of it above. */
const CARD_SIZES = '(max-width: 599.98px) 100vw, (max-width: 1023.98px) 50vw, 33vw';

/**
 * A lot in a list: photo, vehicle, damage, odometer, sale time in the branch's zone, bid and buy-it-now price, and the
 * watch button (outside the link).
 */
/** `priority`: the card is in the first row, so its photo loads at once (it may be the largest paint). */
export function LotCard({ lot, priority = false }: { lot: LotSummary; priority?: boolean }) {
  const t = useTranslations('LotCard');
  const damage = useTranslations('Damage');
  const watch = useTranslations('Watchlist');
  const format = useFormatter();
  const vehicle = [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
  const damageLabel = damage.has(lot.primaryDamage) ? damage(lot.primaryDamage) : lot.primaryDamage;
  return (
    <article className="lot-card" data-testid="lot-card">
      <SiteLink href={lotPathOf(lot)}>
        {lot.photo ? (
          <LotPicture
            photo={lot.photo}
            alt={t('photoAlt', { vehicle, damage: damageLabel })}
            sizes={CARD_SIZES}
            eager={priority}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise
          <img
            src={(priority && inlineIllustration(lot.image)) || lot.image}
            alt={t('photoAlt', { vehicle, damage: damageLabel })}
            width={400}
            height={200}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        )}
        <h3>{vehicle}</h3>
      </SiteLink>
      <p className="lot-card__meta">
        {t('lot', { id: lot.id })} · {damageLabel} · {t('odometer', { miles: format.number(lot.odometer) })}
      </p>
      <p className="lot-card__meta">
        {lot.saleDate
          ? t('sale', {
              date: format.dateTime(lot.saleDate, {
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                timeZoneName: 'short',
                timeZone: lot.timeZone,
              }),
            })
          : t('salePending')}{' '}
        · {lot.branchName}, {lot.branchState}
      </p>
      <p className="lot-card__price">
        <span>
          {t('currentBid')}:{' '}
          <strong>
            <bdi>{formatUsd(lot.currentBidCents)}</bdi>
          </strong>
        </span>
        {lot.buyItNowPriceCents !== null && (
          <span className="lot-card__bin">
            {t('buyItNow')}:{' '}
            <strong>
              <bdi>{formatUsd(lot.buyItNowPriceCents)}</bdi>
            </strong>
          </span>
        )}
        <WatchButton lotId={lot.id} labels={watchLabels(watch)} />
      </p>
      <LiveCardState lotId={lot.id} bidCents={lot.currentBidCents} />
    </article>
  );
}
