import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import { FACET_GROUPS, groupIsFiltered, type FacetGroup } from '@/lib/domain/search-facets';
import type { LotFilters } from '@/lib/domain/search-filters';
import { MIN_YEAR, yearOptions } from '@/lib/domain/years';
import { searchCounts } from './facet-counts';
import { labelFacets, type FacetOption, type LabeledFacets } from './labeled-facets';
import { labelOf, searchLabelTexts } from './search-labels';

/**
 * GET /rest-api/v1.0/search/filters — the filter groups with their options and counts, flat:
 *   { total, types: [{ key, label, cnt }], makes: [...], models: [{ key, label, cnt, make }], years, damages,
 *     lossTypes, titleTypes, states, branches, saleTypes }
 * Each group is counted with every other filter of the query applied and its own left out.
 */
export type FiltersV1 = { total: number } & LabeledFacets;

export async function searchFiltersV1(filters: LotFilters, locale: Locale): Promise<FiltersV1> {
  const counts = await searchCounts(filters);
  return { total: counts.total, ...(await labelFacets(counts.facets, locale)) };
}

/** The query key each group's options are sent back in (lots/search keys). */
const PARAM: Record<FacetGroup, string> = {
  types: 'types',
  makes: 'makes',
  models: 'models',
  years: 'year_from,year_to',
  damages: 'damages',
  lossTypes: 'loss_types',
  titleTypes: 'titles',
  states: 'states',
  branches: 'branches',
  saleTypes: 'buy_it_now,auction_only',
};

export interface FilterGroupV2 {
  id: FacetGroup | 'odometer' | 'saleDate';
  /** The group's name in the asked language. */
  label: string;
  /** lots/search keys the group sets (comma-separated when two). */
  param: string;
  /** multi: any of the options; range: from/to bounds (years lists its options too); flag: one of the options, on/off. */
  kind: 'multi' | 'range' | 'flag';
  /** Whether the query filters on the group. */
  active: boolean;
  options: (FacetOption & { selected: boolean })[];
  min?: number | string | null;
  max?: number | string | null;
}

/**
 * GET /rest-api/v2/search/filters — the richer shape: `{ total, groups: FilterGroupV2[] }`, in display order, each
 * group with its localized name, the query keys it sets, its kind, whether it is active, and its options with counts
 * and whether each is selected; the year group carries its bounds (SPEC §3's year list), odometer and sale date are
 * range groups without options whose bounds are the query's.
 */
export async function searchFiltersV2(
  filters: LotFilters,
  locale: Locale,
): Promise<{ total: number; groups: FilterGroupV2[] }> {
  const [counts, texts] = await Promise.all([searchCounts(filters), searchLabelTexts(locale)]);
  const facets = await labelFacets(counts.facets, locale);
  const selected = (group: FacetGroup, key: string): boolean => {
    switch (group) {
      case 'years':
        return (filters.yearFrom ?? MIN_YEAR) <= Number(key) && Number(key) <= (filters.yearTo ?? 9999);
      case 'saleTypes':
        return key === 'buy_it_now' ? filters.buyItNow : filters.auctionOnly;
      case 'branches':
        return filters.branches.includes(Number(key));
      default:
        return (filters[group] as string[]).includes(key);
    }
  };
  const groups: FilterGroupV2[] = FACET_GROUPS.map((group) => ({
    id: group,
    label: labelOf(texts.SearchFilters, group),
    param: PARAM[group],
    kind: group === 'years' ? 'range' : group === 'saleTypes' ? 'flag' : 'multi',
    active: groupIsFiltered(filters, group),
    options: facets[group].map((o) => ({
      ...o,
      selected: groupIsFiltered(filters, group) && selected(group, o.key),
    })),
    ...(group === 'years'
      ? { min: filters.yearFrom ?? MIN_YEAR, max: filters.yearTo ?? yearOptions()[0] ?? null }
      : {}),
  }));
  groups.push(
    {
      id: 'odometer',
      label: labelOf(texts.SearchFilters, 'odometer'),
      param: 'odometer_from,odometer_to',
      kind: 'range',
      active: filters.odometerFrom !== null || filters.odometerTo !== null,
      options: [],
      min: filters.odometerFrom,
      max: filters.odometerTo,
    },
    {
      id: 'saleDate',
      label: labelOf(texts.SearchFilters, 'saleDate'),
      param: 'sale_date_from,sale_date_to',
      kind: 'range',
      active: filters.saleDateFrom !== null || filters.saleDateTo !== null,
      options: [],
      min: filters.saleDateFrom?.toISOString() ?? null,
      // The query's upper bound is kept exclusive; shown as the last moment it takes.
      max: filters.saleDateTo ? new Date(filters.saleDateTo.getTime() - 1).toISOString() : null,
    },
  );
  return { total: counts.total, groups };
}
