import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import {
  EMPTY_FILTERS,
  presetFilters,
  SORT_KEYS,
  type LotFilters,
  type SortKey,
} from '@/lib/domain/search-filters';
import { stateName } from '@/lib/domain/us-states';
import { makeModelCatalog } from './make-model-catalog';

type Params = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? value.split(',') : [])
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 20);
const year = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
};

/**
 * A search page's filters: the route's preset plus the URL's query (types, makes, models, year_from, year_to, sort,
 * sort_direction, page). Pages ignore values they cannot read rather than failing; the API answers 422 instead.
 */
export async function searchPageFilters(preset: SearchPreset, params: Params): Promise<LotFilters> {
  const catalog = await makeModelCatalog();
  const makeSlugs = new Set(catalog.map((m) => m.makeSlug));
  const sort =
    typeof params.sort === 'string' && (SORT_KEYS as readonly string[]).includes(params.sort)
      ? (params.sort as SortKey)
      : 'sale_date';
  const page = Number(params.page);
  const fromQuery: Partial<LotFilters> = {
    types: list(params.types),
    makes: list(params.makes),
    models: list(params.models),
    yearFrom: year(params.year_from),
    yearTo: year(params.year_to),
    sort,
    direction: params.sort_direction === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  const fromPreset = presetFilters(preset, makeSlugs);
  const merged: LotFilters = { ...EMPTY_FILTERS, ...fromQuery };
  for (const [key, value] of Object.entries(fromPreset) as [keyof LotFilters, never][]) {
    const current = merged[key];
    merged[key] = (
      Array.isArray(current) && Array.isArray(value)
        ? [...new Set([...current, ...(value as string[])])]
        : value
    ) as never;
  }
  if (fromPreset.yearFrom === undefined) {
    merged.yearFrom = fromQuery.yearFrom ?? null;
    merged.yearTo = fromQuery.yearTo ?? null;
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
