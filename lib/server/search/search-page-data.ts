import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';
import type { LotFilters } from '@/lib/domain/search-filters';
import { activeFilters, clearedFilters, LIST_GROUPS, type ListGroup } from '@/lib/domain/search-state';
import type { LotSummary } from '../lots/lot-summary';
import type { FacetCount } from './facet-counts';
import { labelFacets, type LabeledFacets } from './labeled-facets';
import { makeModelCatalog } from './make-model-catalog';
import { countLots, rangeFacets, type RangeFacets } from './range-facets';
import { searchLots } from './search-lots';

/** The labels of the options a search has chosen, by group and key (chips name them even when no lot has them). */
export type ChosenLabels = Record<ListGroup, Record<string, string>>;

export interface SearchPageData {
  lots: LotSummary[];
  total: number;
  facets: LabeledFacets;
  ranges: RangeFacets;
  chosen: ChosenLabels;
  /**
   * Only when nothing matches: how many lots each wider search would find, one per active filter (in the order of
   * activeFilters) with that filter dropped, and the count with no filter at all.
   */
  wider: { withoutEach: number[]; withoutAll: number } | null;
}

async function chosenLabels(filters: LotFilters, locale: Locale): Promise<ChosenLabels> {
  const catalog = await makeModelCatalog();
  const makeName = new Map(catalog.map((m) => [m.makeSlug, m.make]));
  const modelName = new Map(catalog.map((m) => [m.modelSlug, m.model]));
  const names: Partial<Record<ListGroup, Map<string, string>>> = { makes: makeName, models: modelName };
  const chosen = Object.fromEntries(
    FACET_GROUPS.map((group): [FacetGroup, FacetCount[]] => [
      group,
      (LIST_GROUPS as string[]).includes(group)
        ? (filters[group as ListGroup] as (string | number)[]).map((value) => {
            const key = String(value);
            const name = names[group as ListGroup]?.get(key);
            return { key, cnt: 0, ...(name ? { name } : {}) };
          })
        : [],
    ]),
  ) as Record<FacetGroup, FacetCount[]>;
  const labeled = await labelFacets(chosen, locale);
  return Object.fromEntries(
    LIST_GROUPS.map((group) => [group, Object.fromEntries(labeled[group].map((o) => [o.key, o.label]))]),
  ) as ChosenLabels;
}

/**
 * Everything a search page shows for its filters: one page of lots, the total, every filter group's options with
 * labels and counts (searchCounts: each group counted with the other filters applied), the range counts, the labels
 * of the chosen options, and, when nothing matches, the counts of the wider searches it suggests.
 */
export async function searchPageData(filters: LotFilters, locale: Locale): Promise<SearchPageData> {
  const [result, ranges, chosen] = await Promise.all([
    searchLots(filters),
    rangeFacets(filters),
    chosenLabels(filters, locale),
  ]);
  const facets = await labelFacets(result.facets, locale);
  let wider: SearchPageData['wider'] = null;
  if (result.total === 0) {
    const chips = activeFilters(filters);
    const [withoutAll, ...withoutEach] = await Promise.all([
      countLots(clearedFilters(filters)),
      ...chips.map((chip) => countLots(chip.without)),
    ]);
    wider = { withoutEach, withoutAll: withoutAll ?? 0 };
  }
  return { lots: result.lots, total: result.total, facets, ranges, chosen, wider };
}
