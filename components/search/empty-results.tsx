import type { LotFilters } from '@/lib/domain/search-filters';
import { activeFilters, clearedFilters, searchHref, type SearchLocation } from '@/lib/domain/search-state';
import { Link } from '@/lib/i18n/navigation';
import type { ChosenLabels, SearchPageData } from '@/lib/server/search/search-page-data';
import { chipLabel } from './filter-labels';
import type { SearchTexts } from './search-texts';

/**
 * No lot matches: say so, and suggest wider searches: one link per active filter that drops it (with how many lots
 * that would find; those that would still find none are left out), then the search with no filter at all.
 */
export function EmptyResults({
  location,
  filters,
  chosen,
  wider,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  chosen: ChosenLabels;
  wider: SearchPageData['wider'];
  texts: SearchTexts;
}) {
  const chips = activeFilters(filters);
  const suggestions = chips
    .map((chip, i) => ({
      label: texts.page('without', { label: chipLabel(chip, filters, chosen, texts) }),
      href: searchHref(location, chip.without),
      count: wider?.withoutEach[i] ?? 0,
    }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count);
  return (
    <div className="empty-results" data-testid="empty-results">
      <p className="empty-results__title">{texts.search('empty')}</p>
      {chips.length > 0 && (
        <>
          <p>{texts.page('wider')}</p>
          <ul className="empty-results__wider">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link prefetch={false} href={s.href}>
                  {s.label}
                </Link>{' '}
                <span className="empty-results__count">({texts.search('count', { count: s.count })})</span>
              </li>
            ))}
            {chips.length > 1 && (
              <li>
                <Link prefetch={false} href={searchHref(location, clearedFilters(filters))}>
                  {texts.page('withoutAny')}
                </Link>{' '}
                <span className="empty-results__count">
                  ({texts.search('count', { count: wider?.withoutAll ?? 0 })})
                </span>
              </li>
            )}
          </ul>
        </>
      )}
      {chips.length === 0 && (
        <p>
          <Link prefetch={false} href="/search/">
            {texts.search('widen')}
          </Link>
        </p>
      )}
    </div>
  );
}
