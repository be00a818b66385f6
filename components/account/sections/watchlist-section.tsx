import { getTranslations } from 'next-intl/server';
import { WatchlistItem } from '@/components/watchlist/watchlist-item';
import { WatchlistPagination } from '@/components/watchlist/watchlist-pagination';
import { WatchlistSortForm } from '@/components/watchlist/watchlist-sort-form';
import { Link } from '@/lib/i18n/navigation';
import { watchlistQueryFromSearchParams } from '@/lib/schemas/watchlist';
import { listWatchlist } from '@/lib/server/watchlist/list-watchlist';
import type { SectionProps } from './section-props';

/** /myaccount/watchlist: the member's watched lots, sorted by the URL's sort and order, a page at a time. */
export default async function WatchlistSection({ section, member, searchParams = {} }: SectionProps) {
  const query = watchlistQueryFromSearchParams(searchParams);
  const [t, page] = await Promise.all([getTranslations('Watchlist'), listWatchlist(member.id, query)]);
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('title')}</h1>
      {page.total === 0 ? (
        <p className="watchlist-empty">
          {t('empty')} <Link href="/search">{t('emptyLink')}</Link>
        </p>
      ) : (
        <>
          <p className="field-hint" data-testid="watchlist-count">
            {t('count', { count: page.total })}
          </p>
          <WatchlistSortForm query={query} />
          <ul className="watchlist">
            {page.items.map((item) => (
              <WatchlistItem key={item.id} item={item} />
            ))}
          </ul>
          <WatchlistPagination query={query} total={page.total} />
        </>
      )}
    </section>
  );
}
