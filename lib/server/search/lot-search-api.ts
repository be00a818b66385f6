import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import type { LotFilters, SortDirection, SortKey } from '@/lib/domain/search-filters';
import { publicLotSummary, type LotSummary } from '../lots/lot-summary';
import { labelFacets, type LabeledFacets } from './labeled-facets';
import { labelOf, searchLabelTexts } from './search-labels';
import { searchLots } from './search-lots';

/** A lot of the results with its damage and title in the asked language. */
export type SearchLot = Omit<LotSummary, 'revision'> & { primaryDamageLabel: string; titleTypeLabel: string };

/** GET lots/search: one page of lots, paging, and the facet counts of every filter group. */
export interface LotSearchAnswer {
  items: SearchLot[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  sort: SortKey;
  sortDirection: SortDirection;
  facets: LabeledFacets;
}

export async function lotSearch(filters: LotFilters, locale: Locale): Promise<LotSearchAnswer> {
  const [result, texts] = await Promise.all([searchLots(filters), searchLabelTexts(locale)]);
  return {
    items: result.lots.map((lot) => ({
      ...publicLotSummary(lot),
      primaryDamageLabel: labelOf(texts.Damage, lot.primaryDamage),
      titleTypeLabel: labelOf(texts.TitleType, lot.titleType),
    })),
    total: result.total,
    page: filters.page,
    pageSize: filters.pageSize,
    pages: Math.ceil(result.total / filters.pageSize),
    sort: filters.sort,
    sortDirection: filters.direction,
    facets: await labelFacets(result.facets, locale),
  };
}
