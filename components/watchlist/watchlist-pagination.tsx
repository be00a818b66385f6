import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { WatchlistQuery } from '@/lib/schemas/watchlist';

/** Previous and next links that keep the sort; nothing when everything fits on one page. */
export async function WatchlistPagination({ query, total }: { query: WatchlistQuery; total: number }) {
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  if (pages === 1 && query.page === 1) return null;
  const t = await getTranslations('Watchlist');
  const href = (page: number) => ({
    pathname: '/myaccount/watchlist',
    query: { sort: query.sort, sort_direction: query.direction, page: String(page) },
  });
  return (
    <nav className="watchlist-pages" aria-label={t('pages')}>
      {query.page > 1 && (
        <Link href={href(Math.min(query.page - 1, pages))} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span>{t('pageOf', { page: query.page, pages })}</span>
      {query.page < pages && (
        <Link href={href(query.page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
