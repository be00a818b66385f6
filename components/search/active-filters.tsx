import type { LotFilters } from '@/lib/domain/search-filters';
import { activeFilters, clearedFilters, searchHref, type SearchLocation } from '@/lib/domain/search-state';
import { Link } from '@/lib/i18n/navigation';
import type { ChosenLabels } from '@/lib/server/search/search-page-data';
import { chipLabel } from './filter-labels';
import type { SearchTexts } from './search-texts';

/** The filters a search applies, each a removable chip (a link to the search without it), and "clear all". */
export function ActiveFilters({
  location,
  filters,
  chosen,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  chosen: ChosenLabels;
  texts: SearchTexts;
}) {
  const chips = activeFilters(filters);
  if (chips.length === 0) return null;
  return (
    <nav className="filter-chips" aria-label={texts.page('activeFilters')} data-testid="active-filters">
      <ul>
        {chips.map((chip) => {
          const label = chipLabel(chip, filters, chosen, texts);
          return (
            <li
              key={`${chip.kind}:${'group' in chip ? chip.group : ''}:${'key' in chip ? chip.key : ''}:${'field' in chip ? chip.field : ''}`}
            >
              <Link
                prefetch={false}
                href={searchHref(location, chip.without)}
                className="filter-chip"
                aria-label={texts.page('remove', { label })}
              >
                <span>{label}</span>
                <span className="filter-chip__x" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            prefetch={false}
            href={searchHref(location, clearedFilters(filters))}
            className="filter-chips__clear"
          >
            {texts.page('clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
