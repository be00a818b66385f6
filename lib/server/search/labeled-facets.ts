import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';
import { stateName } from '@/lib/domain/us-states';
import { branchNames } from './branch-names';
import type { FacetCount } from './facet-counts';
import { labelOf, searchLabelTexts } from './search-labels';

/** A facet option as the API shows it: the filter value, its label in the asked language and its count. */
export interface FacetOption {
  key: string;
  label: string;
  cnt: number;
  /** Models only: the make slug the model belongs to. */
  make?: string;
}

export type LabeledFacets = Record<FacetGroup, FacetOption[]>;

/** Facet counts with localized labels (types, damages, loss and title types from messages; makes and models by name). */
export async function labelFacets(
  facets: Record<FacetGroup, FacetCount[]>,
  locale: Locale,
): Promise<LabeledFacets> {
  const [texts, names] = await Promise.all([searchLabelTexts(locale), branchNames()]);
  const label = (group: FacetGroup, f: FacetCount): string => {
    switch (group) {
      case 'types':
        return labelOf(texts.VehicleType, f.key);
      case 'damages':
        return labelOf(texts.Damage, f.key);
      case 'lossTypes':
        return labelOf(texts.LossType, f.key);
      case 'titleTypes':
        return labelOf(texts.TitleType, f.key);
      case 'saleTypes':
        return labelOf(texts.SearchFilters, f.key);
      case 'states':
        return stateName(f.key);
      case 'branches': {
        const branch = names.get(Number(f.key));
        return branch ? `${branch.name}, ${branch.state}` : f.key;
      }
      default:
        return f.name ?? f.key;
    }
  };
  return Object.fromEntries(
    FACET_GROUPS.map((group) => [
      group,
      facets[group].map((f) => ({
        key: f.key,
        label: label(group, f),
        cnt: f.cnt,
        ...(f.make !== undefined ? { make: f.make } : {}),
      })),
    ]),
  ) as LabeledFacets;
}
