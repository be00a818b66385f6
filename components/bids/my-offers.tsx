import { getFormatter, getTranslations } from 'next-intl/server';
import { PAYMENT_DUE_BUSINESS_DAYS, UNVERIFIED_BID_CAP_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import type { MemberOffer } from '@/lib/schemas/offers';
import { CounterAnswer, type CounterAnswerLabels } from './counter-answer';
import './my-offers.css';

const usd = (amount: Cents) => <bdi>{formatUsd(amount)}</bdi>;

/**
 * The top of My bids: the member's offers and counters that wait (lib/server/approvals/member-offers): a counter to
 * their bid on approval or to their offer, with its price, its deadline in the branch's time zone and Accept /
 * Decline; an offer the seller has not answered yet. Each item is the target `#offer-{id}` of the link in its lot's
 * row. Nothing when none waits.
 */
export async function MyOffers({ offers }: { offers: MemberOffer[] }) {
  if (offers.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('Offers'), getFormatter()]);
  const errors = Object.fromEntries(
    (
      [
        'counterExpired',
        'counterClosed',
        'offerLapsed',
        'overBuyingPower',
        'termsNotAccepted',
        'idNotVerified',
        'unauthorized',
        'rateLimited',
        'network',
        'generic',
      ] as const
    ).map((key) => [key, t(`errors.${key}`, { cap: formatUsd(UNVERIFIED_BID_CAP_CENTS) })]),
  ) as CounterAnswerLabels['errors'];
  const labels = (offer: MemberOffer & { counter: Cents }): CounterAnswerLabels => {
    const price = formatUsd(offer.counter);
    return {
      accept: t('accept', { price }),
      confirmTitle: t('confirmTitle', { price }),
      confirmText: t('confirmText', { days: PAYMENT_DUE_BUSINESS_DAYS }),
      confirm: t('confirm'),
      cancel: t('cancel'),
      decline: t('decline'),
      sending: t('sending'),
      accepted: t('accepted', { title: offer.title, price, days: PAYMENT_DUE_BUSINESS_DAYS }),
      declined: t('declined', { title: offer.title }),
      errors,
    };
  };
  return (
    <section className="my-offers" aria-labelledby="my-offers-heading" data-testid="my-offers">
      <h2 id="my-offers-heading">{t('title')}</h2>
      <p className="field-hint">{t('intro')}</p>
      <ul className="watchlist">
        {offers.map((offer) => (
          <li
            key={offer.id}
            id={`offer-${offer.id}`}
            className="watchlist__item"
            data-testid="my-offer"
            data-offer-id={offer.id}
            data-lot-id={offer.lotId}
          >
            <Link href={offer.path} className="watchlist__lot">
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise */}
              <img src={offer.image} alt="" width={160} height={80} loading="lazy" />
              <h3>{offer.title}</h3>
            </Link>
            <p className="watchlist__meta">{t('lot', { id: offer.lotId })}</p>
            <dl className="watchlist__facts">
              <div>
                <dt>{offer.kind === 'high-bid' ? t('yourBid') : t('yourOffer')}</dt>
                <dd>{usd(offer.amount)}</dd>
              </div>
              {offer.counter !== null && (
                <div>
                  <dt>{t('counter')}</dt>
                  <dd data-testid="my-offer-counter">{usd(offer.counter)}</dd>
                </div>
              )}
              {offer.expiresAt !== null && (
                <div>
                  <dt>{t('answerBy')}</dt>
                  <dd data-testid="my-offer-deadline">
                    <time dateTime={offer.expiresAt}>
                      {format.dateTime(new Date(offer.expiresAt), {
                        weekday: 'short',
                        month: 'short',
                        day: 'numeric',
                        hour: 'numeric',
                        minute: '2-digit',
                        timeZoneName: 'short',
                        timeZone: offer.timeZone,
                      })}
                    </time>
                  </dd>
                </div>
              )}
            </dl>
            <div className="my-bid__side">
              {offer.state === 'countered' && offer.counter !== null ? (
                <CounterAnswer offerId={offer.id} labels={labels({ ...offer, counter: offer.counter })} />
              ) : (
                <span className="my-bid__status my-bid__status--on-approval">{t('waiting')}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
