import { getFormatter, getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/domain/format';
import { lotPathOf } from '@/lib/domain/lot-route';
import { Link } from '@/lib/i18n/navigation';
import type { WatchlistItem as Item } from '@/lib/server/watchlist/list-watchlist';
import { RemoveWatchButton } from './remove-watch-button';

/** One watched lot: photo and title linking to its page, sale time in the branch's zone, bid, when added, remove. */
export async function WatchlistItem({ item }: { item: Item }) {
  const [t, format] = await Promise.all([getTranslations('Watchlist'), getFormatter()]);
  const vehicle = [item.year, item.make, item.model, item.trim].filter(Boolean).join(' ');
  const facts = [
    [
      t('saleDate'),
      item.saleDate
        ? format.dateTime(item.saleDate, {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
            timeZone: item.timeZone,
          })
        : t('salePending'),
    ],
    [t('currentBid'), <bdi key="bid">{formatUsd(item.currentBidCents)}</bdi>],
    [t('added'), format.dateTime(item.addedAt, { dateStyle: 'medium' })],
  ] as const;
  return (
    <li className="watchlist__item" data-testid="watchlist-item">
      <Link href={lotPathOf(item)} className="watchlist__lot">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise */}
        <img src={item.image} alt="" width={160} height={80} loading="lazy" />
        <h2>{vehicle}</h2>
      </Link>
      <p className="watchlist__meta">
        {t('lot', { id: item.id })} · {item.branchName}, {item.branchState}
      </p>
      <dl className="watchlist__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RemoveWatchButton
        lotId={item.id}
        labels={{ remove: t('remove'), removeLot: t('removeLot', { vehicle }), error: t('error') }}
      />
    </li>
  );
}
