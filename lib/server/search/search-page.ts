import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import { lotFiltersFromParams } from '@/lib/domain/lot-search-query';
import { presetFilters, type LotFilters } from '@/lib/domain/search-filters';
import { stateName } from '@/lib/domain/us-states';
import { makeModelCatalog } from './make-model-catalog';

type Params = Record<string, string | string[] | undefined>;

/**
 * A search page's filters: the route's preset plus the URL's query (the keys of lots/search: lib/domain/
 * lot-search-query.ts). Pages ignore values they cannot read rather than failing; the API answers 422 instead.
 */
export async function searchPageFilters(preset: SearchPreset, params: Params): Promise<LotFilters> {
  const catalog = await makeModelCatalog();
  const makeSlugs = new Set(catalog.map((m) => m.makeSlug));
  const fromQuery = lotFiltersFromParams(params);
  const fromPreset = presetFilters(preset, makeSlugs);
  const merged: LotFilters = { ...fromQuery };
  for (const [key, value] of Object.entries(fromPreset) as [keyof LotFilters, never][]) {
    const current = merged[key];
    merged[key] = (
      Array.isArray(current) && Array.isArray(value)
        ? [...new Set([...current, ...(value as string[])])]
        : value
    ) as never;
  }
  return merged;
}

/** The h1 a search route gets when the page-metadata lookup has none. */
export async function searchHeading(preset: SearchPreset): Promise<string> {
  const [t, nav, loss, title] = await Promise.all([
    getTranslations('Search'),
    getTranslations('Nav'),
    getTranslations('LossType'),
    getTranslations('TitleType'),
  ]);
  switch (preset.type) {
    case 'buy-it-now':
      return nav('buyItNow');
    case 'auction-only':
      return nav('auctionVehicles');
    case 'damage': {
      const key = {
        collision: 'collision',
        'fire-damage': 'fire',
        'flood-damage': 'flood',
        'theft-damage': 'theft',
        repossession: 'repossession',
        vandalism: 'vandalism',
      }[preset.damage];
      return t('damage', { damage: loss(key) });
    }
    case 'salvage': {
      const catalog = await makeModelCatalog();
      const make = catalog.find((m) => m.makeSlug === preset.slug)?.make;
      return t('salvageMake', { make: make ?? preset.slug.replace(/-/g, ' ') });
    }
    case 'state':
      return t('inState', { state: stateName(preset.state) });
    case 'title':
      return t('withTitle', { title: title.has(preset.title) ? title(preset.title) : preset.title });
    case 'query':
      return t('resultsFor', { query: preset.query });
    default:
      return nav('allVehicles');
  }
}
