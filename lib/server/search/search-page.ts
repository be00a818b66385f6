import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import { lotFiltersFromParams } from '@/lib/domain/lot-search-query';
import { presetFilters, type LotFilters } from '@/lib/domain/search-filters';
import { modelKey, salvageTarget, type VehicleVocabulary } from '@/lib/domain/search-salvage';
import { searchableText } from '@/lib/domain/search-text';
import { stateName } from '@/lib/domain/us-states';
import { vehicleVocabulary } from './vehicle-vocabulary';

type Params = Record<string, string | string[] | undefined>;

/**
 * A search page's filters: the route's preset plus the URL's query (the keys of lots/search: lib/domain/
 * lot-search-query.ts). Pages ignore values they cannot read rather than failing; the API answers 422 instead.
 */
export async function searchPageFilters(preset: SearchPreset, params: Params): Promise<LotFilters> {
  const fromQuery = lotFiltersFromParams(params);
  const fromPreset = presetFilters(preset, await vehicleVocabulary());
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

/** The name of what `/salvage-{slug}` lists when it is a make or a make and model ("Toyota", "Toyota Camry"). */
export function salvageVehicleName(slug: string, vocabulary: VehicleVocabulary): string | null {
  const target = salvageTarget(slug, vocabulary);
  if (target?.kind === 'make') return vocabulary.makes.get(target.make) ?? null;
  if (target?.kind !== 'model') return null;
  const make = vocabulary.makes.get(target.make);
  const model = vocabulary.models.get(modelKey(target.make, target.model));
  return make && model ? `${make} ${model}` : null;
}

/** The heading of `/salvage-{slug}`: a make or model by name, a vehicle type or body style by its label. */
async function salvageHeading(slug: string, locale: Locale): Promise<string> {
  const [t, category, vocabulary] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'SalvageCategory' }),
    vehicleVocabulary(),
  ]);
  const name = salvageVehicleName(slug, vocabulary);
  if (name) return t('salvageMake', { make: name });
  const target = salvageTarget(slug, vocabulary);
  if ((target?.kind === 'type' || target?.kind === 'body') && category.has(target.slug)) {
    return t('salvageCategory', { category: category(target.slug) });
  }
  return t('salvageMake', { make: slug.replace(/-/g, ' ') });
}

/** The h1 a search route gets when the page-metadata lookup has none. */
export async function searchHeading(preset: SearchPreset, locale: Locale): Promise<string> {
  const [t, nav, loss, title] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'LossType' }),
    getTranslations({ locale, namespace: 'TitleType' }),
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
    case 'salvage':
      return salvageHeading(preset.slug, locale);
    case 'state':
      return t('inState', { state: stateName(preset.state) });
    case 'title':
      return t('withTitle', { title: title.has(preset.title) ? title(preset.title) : preset.title });
    case 'query':
      return t('resultsFor', { query: searchableText(preset.query).trim() });
    default:
      return nav('allVehicles');
  }
}
