import type { SearchPreset } from './route-classifier';
import { DAMAGE_PAGES } from './inventory-terms';
import { extractYears, normalizeSearchText } from './search-text';

export const SORT_KEYS = ['sale_date', 'year', 'odometer', 'current_bid'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** What a search asks for; every list is OR within itself and AND with the others. */
export interface LotFilters {
  types: string[];
  makes: string[];
  models: string[];
  lossTypes: string[];
  titleTypes: string[];
  states: string[];
  buyItNow: boolean;
  auctionOnly: boolean;
  q: string;
  yearFrom: number | null;
  yearTo: number | null;
  sort: SortKey;
  direction: SortDirection;
  page: number;
}

export const EMPTY_FILTERS: LotFilters = {
  types: [],
  makes: [],
  models: [],
  lossTypes: [],
  titleTypes: [],
  states: [],
  buyItNow: false,
  auctionOnly: false,
  q: '',
  yearFrom: null,
  yearTo: null,
  sort: 'sale_date',
  direction: 'asc',
  page: 1,
};

const LOSS_BY_SLUG = Object.fromEntries(Object.entries(DAMAGE_PAGES).map(([loss, slug]) => [slug, loss]));

/**
 * The filters a search route implies (SPEC §2). Text search applies SPEC §5's normalising: a VIN loses its spaces;
 * otherwise years in the text become a year filter and leave the text.
 */
export function presetFilters(preset: SearchPreset, makeSlugs: ReadonlySet<string>): Partial<LotFilters> {
  switch (preset.type) {
    case 'buy-it-now':
      return { buyItNow: true };
    case 'auction-only':
      return { auctionOnly: true };
    case 'damage':
      return { lossTypes: [LOSS_BY_SLUG[preset.damage]!] };
    case 'salvage':
      return makeSlugs.has(preset.slug) ? { makes: [preset.slug] } : { q: preset.slug.replace(/-/g, ' ') };
    case 'state':
      return { states: [preset.state.toUpperCase()] };
    case 'title':
      return { titleTypes: [preset.title] };
    case 'query': {
      const years = extractYears(preset.query);
      const q = normalizeSearchText(preset.query);
      if (years.length === 0) return { q };
      return { q, yearFrom: Math.min(...years), yearTo: Math.max(...years) };
    }
    default:
      return {};
  }
}
