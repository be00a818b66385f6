/**
 * The search pages' state lives in the URL alone (SPEC §2): the route's path (its preset) plus the lots/search query
 * keys (lib/domain/lot-search-query.ts) and `view_type`. This module turns a filter model back into such a URL, so
 * every option of the filter sidebar, every chip, sort key and page is a plain link (crawlable, shareable, and the
 * back button works). Pure: safe on the server and in the browser.
 */
import { EMPTY_FILTERS, type LotFilters, type SortKey } from './search-filters';
import type { FacetGroup } from './search-facets';

export const VIEW_TYPES = ['grid', 'list'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** `view_type` of the URL: list or grid (the default, also for any other value). */
export function viewTypeOf(value: string | string[] | undefined): ViewType {
  const v = Array.isArray(value) ? value[0] : value;
  return v === 'list' ? 'list' : 'grid';
}

/** Where a search page is: its route's path (no locale prefix), what that route implies, and the view. */
export interface SearchLocation {
  path: string;
  preset: Partial<LotFilters>;
  view: ViewType;
}

/** List groups of the filter model and their query keys. */
const LIST_KEYS = {
  types: 'types',
  makes: 'makes',
  models: 'models',
  damages: 'damages',
  lossTypes: 'loss_types',
  titleTypes: 'titles',
  states: 'states',
  branches: 'branches',
} as const;
export type ListGroup = keyof typeof LIST_KEYS;
export const LIST_GROUPS = Object.keys(LIST_KEYS) as ListGroup[];

const DAY_MS = 86_400_000;

function isUtcMidnight(date: Date): boolean {
  return date.getTime() % DAY_MS === 0;
}

/** A sale-date bound as the query writes it: a UTC day when it is one, else the instant. */
export function dateParam(date: Date, kind: 'from' | 'to'): string {
  // Upper bounds are kept exclusive in the model (the next day, or the next millisecond).
  if (kind === 'from') return isUtcMidnight(date) ? date.toISOString().slice(0, 10) : date.toISOString();
  return isUtcMidnight(date)
    ? new Date(date.getTime() - DAY_MS).toISOString().slice(0, 10)
    : new Date(date.getTime() - 1).toISOString();
}

/**
 * The query of a filter model (lots/search keys), leaving out what is at its default: the first page, the default
 * sort and page size. Reading it back (lotFiltersFromParams) gives the same model.
 */
export function filterParams(filters: LotFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const group of LIST_GROUPS) {
    const values = filters[group] as (string | number)[];
    if (values.length) params[LIST_KEYS[group]] = values.join(',');
  }
  if (filters.buyItNow) params.buy_it_now = 'true';
  if (filters.auctionOnly) params.auction_only = 'true';
  if (filters.q) params.q = filters.q;
  if (filters.vin) params.vin = filters.vin;
  if (filters.stockNumber) params.stock_number = filters.stockNumber;
  if (filters.yearFrom !== null) params.year_from = String(filters.yearFrom);
  if (filters.yearTo !== null) params.year_to = String(filters.yearTo);
  if (filters.odometerFrom !== null) params.odometer_from = String(filters.odometerFrom);
  if (filters.odometerTo !== null) params.odometer_to = String(filters.odometerTo);
  if (filters.saleDateFrom) params.sale_date_from = dateParam(filters.saleDateFrom, 'from');
  if (filters.saleDateTo) params.sale_date_to = dateParam(filters.saleDateTo, 'to');
  if (filters.sort !== EMPTY_FILTERS.sort) params.sort = filters.sort;
  if (filters.direction !== EMPTY_FILTERS.direction) params.sort_direction = filters.direction;
  if (filters.page > 1) params.page = String(filters.page);
  if (filters.pageSize !== EMPTY_FILTERS.pageSize) params.page_size = String(filters.pageSize);
  return params;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/** Whether the filters still hold everything the route implies (then the route's path can stay). */
export function holdsPreset(filters: LotFilters, preset: Partial<LotFilters>): boolean {
  return (Object.entries(preset) as [keyof LotFilters, unknown][]).every(([key, value]) => {
    const current = filters[key];
    if (Array.isArray(value)) return value.every((v) => (current as unknown[]).includes(v));
    return sameValue(current, value);
  });
}

/** The filters without what the route implies: what the query has to say on top of the path. */
function withoutPreset(filters: LotFilters, preset: Partial<LotFilters>): LotFilters {
  const rest = { ...filters };
  for (const [key, value] of Object.entries(preset) as [keyof LotFilters, unknown][]) {
    rest[key] = (
      Array.isArray(value)
        ? (filters[key] as unknown[]).filter((v) => !value.includes(v))
        : EMPTY_FILTERS[key]
    ) as never;
  }
  return rest;
}

/** Percent-encoding for a query value that keeps commas (list separators) readable and spaces as plus signs. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%20/g, '+');
}

/** A path's segments encoded again (the page receives them decoded); a plus stays a plus (a space in q-...). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%2B/gi, '+'))
    .join('/');
}

export function queryString(params: Record<string, string>): string {
  const parts = Object.entries(params).map(([k, v]) => `${k}=${encodeValue(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * Where a search with `filters` lives, from `location`: the same route when the filters still hold its preset (the
 * query says the rest), otherwise /search/ with every filter in the query. The view is kept.
 */
export function searchTarget(
  location: SearchLocation,
  filters: LotFilters,
): { path: string; params: Record<string, string> } {
  const keep = holdsPreset(filters, location.preset);
  const params = filterParams(keep ? withoutPreset(filters, location.preset) : filters);
  if (location.view !== 'grid') params.view_type = location.view;
  return { path: keep ? encodePath(location.path) : '/search/', params };
}

/** The URL (without locale prefix) of a search with `filters`, from `location` (see searchTarget). */
export function searchHref(location: SearchLocation, filters: LotFilters): string {
  const { path, params } = searchTarget(location, filters);
  return `${path}${queryString(params)}`;
}

/** The same search, back on its first page (every filter change starts over). */
function firstPage(filters: LotFilters): LotFilters {
  return { ...filters, page: 1 };
}

/** One option of a list group switched on or off. */
export function toggleOption(filters: LotFilters, group: ListGroup, key: string): LotFilters {
  const value = group === 'branches' ? Number(key) : key;
  const current = filters[group] as (string | number)[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return firstPage({ ...filters, [group]: next });
}

/** Whether an option of a list group is chosen. */
export function isSelected(filters: LotFilters, group: ListGroup, key: string): boolean {
  return (filters[group] as (string | number)[]).includes(group === 'branches' ? Number(key) : key);
}

/** Buy it now only or auction only (they exclude each other), switched on or off. */
export function toggleSaleType(filters: LotFilters, type: 'buy_it_now' | 'auction_only'): LotFilters {
  const on = type === 'buy_it_now' ? !filters.buyItNow : !filters.auctionOnly;
  return firstPage({
    ...filters,
    buyItNow: type === 'buy_it_now' && on,
    auctionOnly: type === 'auction_only' && on,
  });
}

export type RangeGroup = 'years' | 'odometer' | 'saleDate';

/** A range set (null bounds: open). Sale dates: `to` is exclusive, as in the model. */
export function setRange(
  filters: LotFilters,
  group: RangeGroup,
  from: number | Date | null,
  to: number | Date | null,
): LotFilters {
  switch (group) {
    case 'years':
      return firstPage({ ...filters, yearFrom: from as number | null, yearTo: to as number | null });
    case 'odometer':
      return firstPage({ ...filters, odometerFrom: from as number | null, odometerTo: to as number | null });
    case 'saleDate':
      return firstPage({ ...filters, saleDateFrom: from as Date | null, saleDateTo: to as Date | null });
  }
}

/** One removable filter of the search (a chip): what it is and the search without it. */
export type ActiveFilter =
  | { kind: 'list'; group: ListGroup; key: string; without: LotFilters }
  | { kind: 'saleType'; key: 'buy_it_now' | 'auction_only'; without: LotFilters }
  | { kind: 'range'; group: RangeGroup; without: LotFilters }
  | { kind: 'text'; field: 'q' | 'vin' | 'stockNumber'; value: string; without: LotFilters };

/** Every filter the search applies, one chip per list value, in the sidebar's order. */
export function activeFilters(filters: LotFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const field of ['q', 'vin', 'stockNumber'] as const) {
    const value = filters[field];
    if (value)
      chips.push({
        kind: 'text',
        field,
        value,
        without: firstPage({ ...filters, [field]: EMPTY_FILTERS[field] }),
      });
  }
  for (const group of LIST_GROUPS) {
    for (const value of filters[group] as (string | number)[]) {
      chips.push({
        kind: 'list',
        group,
        key: String(value),
        without: toggleOption(filters, group, String(value)),
      });
    }
  }
  if (filters.yearFrom !== null || filters.yearTo !== null)
    chips.push({ kind: 'range', group: 'years', without: setRange(filters, 'years', null, null) });
  if (filters.buyItNow)
    chips.push({ kind: 'saleType', key: 'buy_it_now', without: toggleSaleType(filters, 'buy_it_now') });
  if (filters.auctionOnly)
    chips.push({ kind: 'saleType', key: 'auction_only', without: toggleSaleType(filters, 'auction_only') });
  if (filters.odometerFrom !== null || filters.odometerTo !== null)
    chips.push({ kind: 'range', group: 'odometer', without: setRange(filters, 'odometer', null, null) });
  if (filters.saleDateFrom || filters.saleDateTo)
    chips.push({ kind: 'range', group: 'saleDate', without: setRange(filters, 'saleDate', null, null) });
  return chips;
}

/** The search with no filter at all (sort and page size kept): "clear all". */
export function clearedFilters(filters: LotFilters): LotFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort, direction: filters.direction, pageSize: filters.pageSize };
}

/** The direction a sort key starts in: soonest sale, newest year, lowest mileage, lowest bid. */
export const FIRST_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  sale_date: 'asc',
  year: 'desc',
  odometer: 'asc',
  current_bid: 'asc',
};

/** The search sorted by `key`, on its first page; the current key again reverses the direction. */
export function sortBy(filters: LotFilters, key: SortKey): LotFilters {
  const direction =
    filters.sort === key ? (filters.direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[key];
  return firstPage({ ...filters, sort: key, direction });
}

/** Facet groups the sidebar lists as options (years, and the sale types, have their own controls). */
export const OPTION_GROUPS: (FacetGroup & ListGroup)[] = [
  'types',
  'makes',
  'models',
  'damages',
  'lossTypes',
  'titleTypes',
  'states',
  'branches',
];

/** The odometer ranges the sidebar offers (inclusive miles; null: no upper bound). */
export const ODOMETER_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 24_999],
  [25_000, 49_999],
  [50_000, 99_999],
  [100_000, 149_999],
  [150_000, null],
];

/** A UTC day (YYYY-MM-DD) as a sale-date range: its start and the next day's (exclusive). */
export function saleDayRange(day: string): [Date, Date] {
  const start = new Date(`${day}T00:00:00Z`);
  return [start, new Date(start.getTime() + DAY_MS)];
}
