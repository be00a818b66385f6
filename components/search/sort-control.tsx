import { SORT_KEYS, type LotFilters } from '@/lib/domain/search-filters';
import { searchHref, sortBy, VIEW_TYPES, type SearchLocation } from '@/lib/domain/search-state';
import { Link } from '@/lib/i18n/navigation';
import type { SearchTexts } from './search-texts';

/**
 * The sort keys of SPEC §2 as links: a key starts in its natural direction, the current key again reverses it. The
 * current order is spelled out (e.g. "Year, newest first").
 */
export function SortControl({
  location,
  filters,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  texts: SearchTexts;
}) {
  return (
    <nav className="sort-control" aria-label={texts.page('sortBy')} data-testid="sort-control">
      <span className="sort-control__label">{texts.page('sortBy')}:</span>
      <ul>
        {SORT_KEYS.map((key) => {
          const current = filters.sort === key;
          const next = sortBy(filters, key);
          return (
            <li key={key}>
              <Link
                prefetch={false}
                href={searchHref(location, next)}
                aria-current={current ? 'true' : undefined}
                title={`${texts.page(`sortKeys.${key}`)}, ${texts.page(`sortOrder.${key}_${next.direction}`)}`}
              >
                {texts.page(`sortKeys.${key}`)}
                {current && (
                  <>
                    <span className="sort-control__arrow" aria-hidden="true">
                      {filters.direction === 'asc' ? ' ↑' : ' ↓'}
                    </span>
                    <span className="sort-control__order">
                      {`, ${texts.page(`sortOrder.${key}_${filters.direction}`)}`}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `view_type`: the results as a grid of cards or a list of rows. */
export function ViewToggle({
  location,
  filters,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  texts: SearchTexts;
}) {
  return (
    <nav className="view-toggle" aria-label={texts.page('view')} data-testid="view-toggle">
      <ul>
        {VIEW_TYPES.map((view) => (
          <li key={view}>
            <Link
              prefetch={false}
              href={searchHref({ ...location, view }, filters)}
              aria-current={location.view === view ? 'true' : undefined}
            >
              {texts.page(view)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
