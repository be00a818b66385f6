/**
 * The filter groups of a search that get facet counts, and the rule behind the counts: each group's counts are
 * computed with every OTHER group's filter applied and its own left out (the usual faceted-search rule), so picking a
 * second make adds lots instead of emptying the make list. Filters that are not groups (text, VIN, stock number,
 * odometer and sale-date ranges) always apply.
 */
import type { LotFilters } from './search-filters';

/** Primary damage codes stored on lots; labels in messages (Damage). */
export const PRIMARY_DAMAGES = [
  'all-over',
  'biohazard',
  'burn',
  'burn-engine',
  'burn-interior',
  'engine-damage',
  'front-end',
  'hail',
  'mechanical',
  'minor-dents-scratches',
  'missing-parts',
  'normal-wear',
  'partial-repair',
  'rear-end',
  'rollover',
  'side',
  'stripped',
  'top-roof',
  'transmission-damage',
  'undercarriage',
  'vandalism',
  'water-flood',
] as const;

/** Loss types stored on lots; labels in messages (LossType). */
export const LOSS_TYPES = [
  'collision',
  'fire',
  'flood',
  'theft',
  'vandalism',
  'repossession',
  'hail',
  'mechanical',
  'other',
] as const;

export const FACET_GROUPS = [
  'types',
  'makes',
  'models',
  'years',
  'damages',
  'lossTypes',
  'titleTypes',
  'states',
  'branches',
  'saleTypes',
] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

/** The two sale types of the saleTypes group: lots with a buy-it-now price, and auction-only lots. */
export const SALE_TYPES = ['buy_it_now', 'auction_only'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** Whether the search filters on the group. */
export function groupIsFiltered(filters: LotFilters, group: FacetGroup): boolean {
  switch (group) {
    case 'years':
      return filters.yearFrom !== null || filters.yearTo !== null;
    case 'saleTypes':
      return filters.buyItNow || filters.auctionOnly;
    default:
      return filters[group].length > 0;
  }
}

/** The filters with the group's own filter left out: the set the group's counts are taken over. */
export function withoutGroup(filters: LotFilters, group: FacetGroup): LotFilters {
  switch (group) {
    case 'years':
      return { ...filters, yearFrom: null, yearTo: null };
    case 'saleTypes':
      return { ...filters, buyItNow: false, auctionOnly: false };
    default:
      return { ...filters, [group]: [] };
  }
}
