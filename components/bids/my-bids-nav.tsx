import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { BID_LISTS, type BidList } from '@/lib/schemas/bids';

function href(list: BidList, page = 1) {
  const query: Record<string, string> = { list };
  if (page > 1) query.page = String(page);
  return { pathname: '/myaccount/bids', query };
}

/** The four lists of My bids as tabs (links, so each list has its own URL). */
export async function MyBidsTabs({ active }: { active: BidList }) {
  const t = await getTranslations('MyBids');
  return (
    <nav className="my-bids-tabs" aria-label={t('lists')}>
      {BID_LISTS.map((list) => (
        <Link key={list} href={href(list)} aria-current={list === active ? 'page' : undefined}>
          {t(`list.${list}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and next links that keep the list; nothing when everything fits on one page. */
export async function MyBidsPagination({
  list,
  page,
  pageSize,
  total,
}: {
  list: BidList;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  const t = await getTranslations('MyBids');
  return (
    <nav className="watchlist-pages" aria-label={t('pages')}>
      {page > 1 && (
        <Link href={href(list, Math.min(page - 1, pages))} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages && (
        <Link href={href(list, page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
