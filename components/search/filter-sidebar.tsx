import type { LotFilters } from '@/lib/domain/search-filters';
import {
  isSelected,
  OPTION_GROUPS,
  searchHref,
  toggleOption,
  toggleSaleType,
  type ListGroup,
  type SearchLocation,
} from '@/lib/domain/search-state';
import type { LabeledFacets } from '@/lib/server/search/labeled-facets';
import type { RangeFacets } from '@/lib/server/search/range-facets';
import type { ChosenLabels } from '@/lib/server/search/search-page-data';
import { FilterOptionGroup, type FilterOptionLink } from './filter-option-group';
import { OdometerRange, SaleDateRange, YearRange } from './range-filters';
import type { SearchTexts } from './search-texts';

/** Models listed while no make is chosen (choosing one lists all of its models). */
export const MODELS_WITHOUT_MAKE = 40;

export interface FilterSidebarProps {
  location: SearchLocation;
  filters: LotFilters;
  facets: LabeledFacets;
  ranges: RangeFacets;
  chosen: ChosenLabels;
  texts: SearchTexts;
}

/** A list group's options as links, with the chosen ones no lot has any more kept (so they can be switched off). */
function listOptions(
  group: ListGroup,
  { location, filters, facets, chosen }: FilterSidebarProps,
): FilterOptionLink[] {
  const options = facets[group].map((o) => ({ key: o.key, label: o.label, cnt: o.cnt }));
  for (const value of filters[group] as (string | number)[]) {
    const key = String(value);
    if (!options.some((o) => o.key === key)) options.push({ key, label: chosen[group][key] ?? key, cnt: 0 });
  }
  const limited =
    group === 'models' && filters.makes.length === 0
      ? options.filter((o, i) => i < MODELS_WITHOUT_MAKE || isSelected(filters, group, o.key))
      : options;
  return limited.map((o) => ({
    ...o,
    selected: isSelected(filters, group, o.key),
    href: searchHref(location, toggleOption(filters, group, o.key)),
  }));
}

/**
 * The filter sidebar: every filter group with its counts, each option a link to the search with it switched (the URL
 * holds the whole state). A disclosure that is open on wide screens (CSS) and folds away on phones.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const { location, filters, facets, ranges, texts } = props;
  const showAll = (count: number) => texts.page('showAll', { count });
  const saleTypes: FilterOptionLink[] = facets.saleTypes.map((o) => {
    const key = o.key as 'buy_it_now' | 'auction_only';
    return {
      key,
      label: o.label,
      cnt: o.cnt,
      selected: key === 'buy_it_now' ? filters.buyItNow : filters.auctionOnly,
      href: searchHref(location, toggleSaleType(filters, key)),
    };
  });
  const group = (id: ListGroup, note?: string) => (
    <FilterOptionGroup
      key={id}
      id={id}
      title={texts.groups(id)}
      options={listOptions(id, props)}
      showAllLabel={showAll}
      note={note}
    />
  );
  return (
    <details className="search-filters" data-testid="search-filters">
      <summary className="search-filters__toggle">{texts.page('filters')}</summary>
      <div className="search-filters__body">
        <FilterOptionGroup
          id="saleTypes"
          title={texts.groups('saleTypes')}
          options={saleTypes}
          showAllLabel={showAll}
        />
        {group('types')}
        {group('makes')}
        {group('models', filters.makes.length === 0 ? texts.page('chooseMake') : undefined)}
        <YearRange location={location} filters={filters} years={facets.years} texts={texts} />
        {OPTION_GROUPS.filter((g) => !['types', 'makes', 'models'].includes(g)).map((g) => group(g))}
        <OdometerRange location={location} filters={filters} buckets={ranges.odometer} texts={texts} />
        <SaleDateRange location={location} filters={filters} days={ranges.saleDays} texts={texts} />
      </div>
    </details>
  );
}
