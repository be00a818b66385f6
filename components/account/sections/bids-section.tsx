import { getTranslations } from 'next-intl/server';
import { MyBidRow } from '@/components/bids/my-bid-row';
import { MyBidsPagination, MyBidsTabs } from '@/components/bids/my-bids-nav';
import { MyOffers } from '@/components/bids/my-offers';
import { Link } from '@/lib/i18n/navigation';
import { BIDS_PAGE_SIZE, myBidsQueryFromSearchParams } from '@/lib/schemas/bids';
import { memberOffers } from '@/lib/server/approvals/member-offers';
import { memberBids } from '@/lib/server/bids/member-bids';
import type { SectionProps } from './section-props';

/**
 * /myaccount/bids: the member's bids by list (?list=current|won|lost|bought), each lot with its status: leading or
 * outbid while the lot is open, won, waiting for approval, lost or bought once it ended. Above the lists, on every
 * one, the offers and counter-offers that wait (the seller's counters are answered there).
 */
export default async function BidsSection({ section, member, searchParams = {} }: SectionProps) {
  const { list, page } = myBidsQueryFromSearchParams(searchParams);
  const [t, bids, offers] = await Promise.all([
    getTranslations('MyBids'),
    memberBids(member.id, list, { page, pageSize: BIDS_PAGE_SIZE }),
    memberOffers(member.id),
  ]);
  const lastPage = Math.max(1, Math.ceil(bids.total / BIDS_PAGE_SIZE));
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('title')}</h1>
      <MyOffers offers={offers} />
      <MyBidsTabs active={list} />
      {bids.total === 0 ? (
        <p className="watchlist-empty" data-testid="my-bids-empty">
          {t(`empty.${list}`)} <Link href="/search">{t('emptyLink')}</Link>
        </p>
      ) : bids.items.length === 0 ? (
        <p className="watchlist-empty" data-testid="my-bids-past-last-page">
          {t('pastLastPage', { page, pages: lastPage })}{' '}
          <Link href={{ pathname: '/myaccount/bids', query: { list, page: String(lastPage) } }}>
            {t('lastPage')}
          </Link>
        </p>
      ) : (
        <>
          <p className="field-hint" data-testid="my-bids-count">
            {t('count', { count: bids.total })}
          </p>
          <ul className="watchlist">
            {bids.items.map((bid) => (
              <MyBidRow key={bid.lotId} bid={bid} />
            ))}
          </ul>
          <MyBidsPagination list={list} page={page} pageSize={BIDS_PAGE_SIZE} total={bids.total} />
        </>
      )}
    </section>
  );
}
