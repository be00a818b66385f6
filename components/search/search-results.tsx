import { getTranslations } from 'next-intl/server';
import { LiveSearchStates } from '@/components/live/live-search-states';
import { LotCard } from '@/components/lot/lot-card';
import type { LotFilters } from '@/lib/domain/search-filters';
import { Link } from '@/lib/i18n/navigation';
import { PAGE_SIZE, searchLots } from '@/lib/server/search/search-lots';
import { Pagination } from './pagination';

/** The results of a search, in the HTML (crawlable), with page links. */
export async function SearchResults({
  filters,
  heading,
  path,
  query,
}: {
  filters: LotFilters;
  heading: string;
  path: string;
  query: Record<string, string>;
}) {
  const [t, { lots, total }] = await Promise.all([getTranslations('Search'), searchLots(filters)]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section className="search-page">
      <h1>{heading}</h1>
      <p className="lead" data-testid="result-count">
        {t('count', { count: total })}
      </p>
      {lots.length === 0 ? (
        <div className="empty-results">
          <p>{t('empty')}</p>
          <p>
            <Link href="/search/">{t('widen')}</Link>
          </p>
        </div>
      ) : (
        <LiveSearchStates lotIds={lots.map((lot) => lot.id)}>
          <div className="lot-grid">
            {lots.map((lot, index) => (
              <LotCard key={lot.id} lot={lot} priority={index < 4} />
            ))}
          </div>
        </LiveSearchStates>
      )}
      <Pagination
        path={path}
        query={query}
        page={filters.page}
        pages={pages}
        labels={{
          nav: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page: filters.page, pages }),
        }}
      />
    </section>
  );
}
