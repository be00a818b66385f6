import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PAYMENT_DUE_BUSINESS_DAYS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import type { MemberBid } from '@/lib/schemas/bids';

const usd = (amount: Cents) => <bdi>{formatUsd(amount)}</bdi>;

/**
 * One lot of My bids: photo and title linking to the lot, its sale time in the branch's zone, the member's maximum,
 * the price, and the status badge; an outbid row offers the next minimum and a link to bid again; a bid on approval
 * that the seller countered shows the counter, its deadline and a link to answer it (My bids' offers, above).
 */
export async function MyBidRow({ bid }: { bid: MemberBid }) {
  const [t, format] = await Promise.all([getTranslations('MyBids'), getFormatter()]);
  const ended = bid.status !== 'leading' && bid.status !== 'outbid';
  const facts: [string, ReactNode][] = [
    [
      t('saleDate'),
      bid.saleDate
        ? format.dateTime(new Date(bid.saleDate), {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
            timeZone: bid.timeZone,
          })
        : t('salePending'),
    ],
  ];
  if (bid.maxBid !== null) facts.push([t('yourMax'), usd(bid.maxBid)]);
  if (ended && bid.finalPrice !== null && bid.status !== 'on-approval') {
    facts.push([
      bid.status === 'bought' || bid.status === 'won' ? t('price') : t('finalPrice'),
      usd(bid.finalPrice),
    ]);
  } else {
    facts.push([t('currentBid'), usd(bid.currentBid)]);
  }
  if (bid.status === 'outbid') facts.push([t('minimumBid'), usd(bid.minimumBid)]);
  if (bid.counter) {
    facts.push([t('counterOffer'), usd(bid.counter.price)]);
    facts.push([
      t('answerBy'),
      <time key="deadline" dateTime={bid.counter.expiresAt}>
        {format.dateTime(new Date(bid.counter.expiresAt), {
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone: bid.timeZone,
        })}
      </time>,
    ]);
  }
  return (
    <li className="watchlist__item" data-testid="my-bid-row">
      <Link href={bid.path} className="watchlist__lot">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise */}
        <img src={bid.image} alt="" width={160} height={80} loading="lazy" />
        <h2>{bid.title}</h2>
      </Link>
      <p className="watchlist__meta">{t('lot', { id: bid.lotId })}</p>
      <dl className="watchlist__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="my-bid__side">
        <span className={`my-bid__status my-bid__status--${bid.status}`} data-testid="my-bid-status">
          {t(`status.${bid.status}`)}
        </span>
        {bid.status === 'outbid' && (
          <Link href={bid.path} className="button is-orange">
            {t('bidAgain')}
          </Link>
        )}
        {bid.counter && (
          <a
            href={`#offer-${bid.counter.offerId}`}
            className="button is-orange"
            data-testid="my-bid-answer-counter"
          >
            {t('answerCounter')}
          </a>
        )}
        {(bid.status === 'won' || bid.status === 'bought') && (
          <p className="field-hint">{t('pay', { days: PAYMENT_DUE_BUSINESS_DAYS })}</p>
        )}
      </div>
    </li>
  );
}
