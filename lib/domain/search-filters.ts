import type { SearchPreset } from './route-classifier';
import { DAMAGE_PAGES } from './inventory-terms';
import { normalizeQuery } from './search-query-text';
import { salvageTarget, type VehicleVocabulary } from './search-salvage';
import { searchableText } from './search-text';

export const SORT_KEYS = ['sale_date', 'year', 'odometer', 'current_bid'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** Lots per page unless a search asks for another size, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The deepest page: keeps OFFSET bounded (10,000 x 100 rows). */
export const MAX_PAGE = 10_000;

/**
 * What a search asks for, for the search pages and the lots/search API alike; every list is OR within itself and AND
 * with the others. Ranges are inclusive; `saleDateTo` is exclusive (the day after a date-only bound).
 */
export interface LotFilters {
  types: string[];
  makes: string[];
  models: string[];
  /** Primary damage codes (messages: Damage). */
  damages: string[];
  /** Loss types: the damage pages of SPEC §2 (messages: LossType). */
  lossTypes: string[];
  titleTypes: string[];
  /** Where the vehicles stand: their branch's state, upper-case postal codes. */
  states: string[];
  branches: number[];
  buyItNow: boolean;
  auctionOnly: boolean;
  q: string;
  vin: string | null;
  stockNumber: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  odometerFrom: number | null;
  odometerTo: number | null;
  saleDateFrom: Date | null;
  saleDateTo: Date | null;
  sort: SortKey;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

export const EMPTY_FILTERS: LotFilters = {
  types: [],
  makes: [],
  models: [],
  damages: [],
  lossTypes: [],
  titleTypes: [],
  states: [],
  branches: [],
  buyItNow: false,
  auctionOnly: false,
  q: '',
  vin: null,
  stockNumber: null,
  yearFrom: null,
  yearTo: null,
  odometerFrom: null,
  odometerTo: null,
  saleDateFrom: null,
  saleDateTo: null,
  sort: 'sale_date',
  direction: 'asc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const LOSS_BY_SLUG = Object.fromEntries(Object.entries(DAMAGE_PAGES).map(([loss, slug]) => [slug, loss]));

/**
 * The filters of `/salvage-{slug}`; a slug that names nothing (the page gate answers 404 for it) is text, searchable
 * text (searchableText) like any other.
 */
function salvageFilters(slug: string, vocabulary: VehicleVocabulary): Partial<LotFilters> {
  const target = salvageTarget(slug, vocabulary);
  switch (target?.kind) {
    case 'make':
      return { makes: [target.make] };
    case 'model':
      return { makes: [target.make], models: [target.model] };
    case 'type':
      return { types: [target.type] };
    case 'body':
      return { q: target.body };
    default:
      return { q: searchableText(slug.replace(/-/g, ' ')) };
  }
}

/**
 * The filters a search route implies (SPEC §2). Text search applies SPEC §5's normalising: a VIN loses its spaces;
 * otherwise years in the text become a year filter and leave the text.
 */
export function presetFilters(preset: SearchPreset, vocabulary: VehicleVocabulary): Partial<LotFilters> {
  switch (preset.type) {
    case 'buy-it-now':
      return { buyItNow: true };
    case 'auction-only':
      return { auctionOnly: true };
    case 'damage':
      return { lossTypes: [LOSS_BY_SLUG[preset.damage]!] };
    case 'salvage':
      return salvageFilters(preset.slug, vocabulary);
    case 'state':
      return { states: [preset.state.toUpperCase()] };
    case 'title':
      return { titleTypes: [preset.title] };
    case 'query': {
      const { q, yearFrom, yearTo } = normalizeQuery(preset.query);
      return yearFrom === null ? { q } : { q, yearFrom, yearTo };
    }
    default:
      return {};
  }
}
