import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LiveSearchStates } from '@/components/live/live-search-states';
import { LotCard } from '@/components/lot/lot-card';
import { SearchItemList } from '@/components/seo/search-item-list';
import type { Locale } from '@/lib/domain/locales';
import { MAX_PAGE, type LotFilters } from '@/lib/domain/search-filters';
import { searchHref, type SearchLocation } from '@/lib/domain/search-state';
import { Link } from '@/lib/i18n/navigation';
import { pageShows } from '@/lib/server/cache/page-shows';
import { inventoryGeneration } from '@/lib/server/search/facet-index/facet-index';
import { searchPageData } from '@/lib/server/search/search-page-data';
import { ActiveFilters } from './active-filters';
import { EmptyResults } from './empty-results';
import { FilterSidebar } from './filter-sidebar';
import { Pagination } from './pagination';
import type { SearchTexts } from './search-texts';
import { SortControl, ViewToggle } from './sort-control';

/**
 * A search page's body, all in the HTML (crawlable, no script needed): the filter sidebar with counts, the chosen
 * filters as chips, sort and view, the results as a grid or a list, and page links; or, when nothing matches, the
 * wider searches to try; and the page's lots as an ItemList for search engines.
 */
export async function SearchResults({
  filters,
  heading,
  location,
  locale,
  headerAction,
}: {
  filters: LotFilters;
  heading: string;
  location: SearchLocation;
  locale: Locale;
  /** Shown beside the heading and the count (the search pages' "Save this search"). */
  headerAction?: ReactNode;
}) {
  // The inventory's state first, then the search: a cached page is kept while both still hold (lib/server/cache). A
  // page ordered by the current bid moves with any lot's bid, so it is not kept.
  const inventory = filters.sort === 'current_bid' ? null : await inventoryGeneration();
  const [page, groups, search, data] = await Promise.all([
    getTranslations('SearchPage'),
    getTranslations('SearchFilters'),
    getTranslations('Search'),
    searchPageData(filters, locale),
  ]);
  await pageShows({ lots: data.lots, inventory });
  const texts: SearchTexts = { locale, page, groups, search };
  const { lots, total } = data;
  const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / filters.pageSize)));
  return (
    <section className={`search-page search-page--${location.view}`}>
      <header className="search-page__header">
        <div className="search-page__title">
          <h1>{heading}</h1>
          <p className="lead" data-testid="result-count">
            {search('count', { count: total })}
          </p>
        </div>
        {headerAction}
      </header>
      <div className="search-page__layout">
        {/* Focusable: on wide screens the sidebar scrolls on its own, and keyboard users must be able to scroll it. */}
        <aside className="search-page__sidebar" tabIndex={0} aria-label={page('filters')}>
          <FilterSidebar
            location={location}
            filters={filters}
            facets={data.facets}
            ranges={data.ranges}
            chosen={data.chosen}
            texts={texts}
          />
        </aside>
        <div className="search-page__main">
          <ActiveFilters location={location} filters={filters} chosen={data.chosen} texts={texts} />
          <div className="search-page__toolbar">
            <SortControl location={location} filters={filters} texts={texts} />
            <ViewToggle location={location} filters={filters} texts={texts} />
          </div>
          {total === 0 ? (
            <EmptyResults
              location={location}
              filters={filters}
              chosen={data.chosen}
              wider={data.wider}
              texts={texts}
            />
          ) : lots.length === 0 ? (
            <div className="empty-results" data-testid="past-last-page">
              <p>{page('pastLastPage')}</p>
              <p>
                <Link prefetch={false} href={searchHref(location, { ...filters, page: pages })}>
                  {page('backToLastPage')}
                </Link>
              </p>
            </div>
          ) : (
            <LiveSearchStates lotIds={lots.map((lot) => lot.id)}>
              <div
                className={location.view === 'list' ? 'lot-list' : 'lot-grid'}
                data-testid="search-results"
              >
                {lots.map((lot, index) => (
                  <LotCard key={lot.id} lot={lot} priority={index < 4} />
                ))}
              </div>
            </LiveSearchStates>
          )}
          <Pagination location={location} filters={filters} pages={pages} texts={texts} />
        </div>
      </div>
      {lots.length > 0 && (
        <SearchItemList
          heading={heading}
          path={location.path}
          locale={locale}
          lots={lots}
          total={total}
          firstPosition={(filters.page - 1) * filters.pageSize + 1}
        />
      )}
    </section>
  );
}
