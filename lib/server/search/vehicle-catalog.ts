import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { yearOptions } from '@/lib/domain/years';
import { searchCounts } from './facet-counts';
import { labelOf, searchLabelTexts } from './search-labels';

export interface CatalogEntry {
  key: string;
  label: string;
  cnt: number;
  /** Models: the make slug. */
  make?: string;
}

const matchesName = (query: string | undefined) => {
  const needle = query?.trim().toLowerCase();
  return (label: string) => !needle || label.toLowerCase().includes(needle);
};

/** GET vehicles/types and spa/vehicle-types-list: every vehicle type with open lots, in the asked language. */
export async function vehicleTypes(locale: Locale): Promise<CatalogEntry[]> {
  const [{ facets }, texts] = await Promise.all([searchCounts(EMPTY_FILTERS), searchLabelTexts(locale)]);
  return facets.types.map((t) => ({ key: t.key, label: labelOf(texts.VehicleType, t.key), cnt: t.cnt }));
}

/** GET vehicles/makes and spa/makes-list: makes with open lots (of the given types), narrowed by a name fragment. */
export async function vehicleMakes(types: string[] = [], query?: string): Promise<CatalogEntry[]> {
  const { facets } = await searchCounts({ ...EMPTY_FILTERS, types });
  const keep = matchesName(query);
  return facets.makes
    .map((m) => ({ key: m.key, label: m.name ?? m.key, cnt: m.cnt }))
    .filter((m) => keep(m.label));
}

/** GET vehicles/models: models with open lots of the given makes and types, narrowed by a name fragment. */
export async function vehicleModels(
  makes: string[] = [],
  types: string[] = [],
  query?: string,
): Promise<CatalogEntry[]> {
  const { facets } = await searchCounts({ ...EMPTY_FILTERS, makes, types });
  const keep = matchesName(query);
  return facets.models
    .map((m) => ({ key: m.key, label: m.name ?? m.key, cnt: m.cnt, make: m.make }))
    .filter((m) => keep(m.label));
}

/** GET search/years: SPEC §3's year options (next year down to 1920) and how many open lots each has. */
export async function searchYears(): Promise<{ years: number[]; counts: { year: number; cnt: number }[] }> {
  const { facets } = await searchCounts(EMPTY_FILTERS);
  const counts = new Map(facets.years.map((y) => [Number(y.key), y.cnt]));
  const years = yearOptions();
  return { years, counts: years.map((year) => ({ year, cnt: counts.get(year) ?? 0 })) };
}
