/**
 * The query string of GET /rest-api/v1.0/lots/search, read into the one filter model (LotFilters) that the search
 * pages use too. Keys (lists take commas or repeated keys):
 *   types, makes, models, damages (primary damage), loss_types, titles, states, branches — lists, OR within a list;
 *   year_from, year_to, odometer_from, odometer_to — whole numbers, inclusive;
 *   sale_date_from, sale_date_to — YYYY-MM-DD (UTC days, both inclusive) or an ISO date-time, from 1900-01-01 to
 *     2100-12-31 (lib/schemas/input-bounds);
 *   buy_it_now, auction_only — true/false or 1/0 (not both true);
 *   q — text, normalised as SPEC §5 says (its years become the year range unless one is given); control characters
 *     and unpaired surrogates are stripped, never refused (lib/schemas/safe-text);
 *   vin — a full VIN with a correct check digit; stock_number — 8 digits (spaces, # and | ignored);
 *   sort — sale_date | year | odometer | current_bid; sort_direction — asc | desc; page; page_size (1 to 100);
 *   _locale — the language of the labels.
 * Error messages are i18n keys of Search.errors; each names its field by the query key.
 */
import * as z from 'zod';
import { isTimeInRange } from '@/lib/domain/input-bounds';
import { stripUnsafeText } from '@/lib/domain/safe-text';
import { LOCALES, type Locale } from './locales';
import { VEHICLE_TYPES, TITLE_TYPES } from './inventory-terms';
import { LOSS_TYPES, PRIMARY_DAMAGES } from './search-facets';
import { EMPTY_FILTERS, MAX_PAGE, MAX_PAGE_SIZE, SORT_KEYS, type LotFilters } from './search-filters';
import { normalizeQuery } from './search-query-text';
import { parseStockNumber } from './stock-number';
import { US_STATES } from './us-states';
import { isValidVin, normalizeVin } from './vin';
import { MIN_YEAR, yearOptions } from './years';

/** The most values one list filter takes. */
export const MAX_LIST_VALUES = 50;
export const MAX_QUERY_LENGTH = 100;
export const MAX_ODOMETER = 2_000_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY_MS = 86_400_000;

const raw = (message: string) => z.union([z.string(), z.array(z.string())], { message });

/** A list filter: values split on commas, trimmed, cased, de-duplicated; every value must pass `valid`. */
function list<T>(message: string, clean: (v: string) => T | null) {
  return raw(message)
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      const values: T[] = [];
      for (const part of parts) {
        const cleaned = clean(part);
        if (cleaned === null) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        if (!values.includes(cleaned)) values.push(cleaned);
      }
      if (values.length > MAX_LIST_VALUES) {
        ctx.addIssue({ code: 'custom', message: 'tooManyValues' });
        return z.NEVER;
      }
      return values;
    })
    .optional();
}

const oneOf = (allowed: readonly string[], message: string) => {
  const set = new Set(allowed);
  return list(message, (v) => (set.has(v.toLowerCase()) ? v.toLowerCase() : null));
};
const slugs = (message: string) =>
  list(message, (v) => (SLUG.test(v.toLowerCase()) && v.length <= 60 ? v.toLowerCase() : null));

/** A single value (a repeated key is an error too). */
const single = (message: string) => z.string({ message });

function wholeNumber(min: number, max: () => number, message: string) {
  return single(message)
    .trim()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max(), message)
    .optional();
}

const flag = (message: string) =>
  single(message)
    .trim()
    .toLowerCase()
    .refine((v) => ['true', '1', 'false', '0'].includes(v), message)
    .transform((v) => v === 'true' || v === '1')
    .optional();

/**
 * A date-only value is a UTC day: as a lower bound its start, as an upper bound the start of the next day. A time
 * outside the days any input may name (isTimeInRange) is refused: the database could not read year 10000.
 */
function dateBound(kind: 'from' | 'to', message: string) {
  return single(message)
    .trim()
    .transform((v, ctx) => {
      const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
      const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
      const time = dateOnly ? Date.parse(`${v}T00:00:00Z`) : dateTime ? Date.parse(v) : NaN;
      const valid = isTimeInRange(time) && (!dateOnly || new Date(time).toISOString().startsWith(v));
      if (!valid) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      // Upper bounds are kept exclusive: the next day for a date, the next millisecond for a date-time.
      return new Date(kind === 'from' ? time : time + (dateOnly ? DAY_MS : 1));
    })
    .optional();
}

const newestYear = () => yearOptions()[0] ?? new Date().getUTCFullYear() + 1;

/** Each field of the query on its own (the search pages read them one by one, the API all at once). */
export const lotSearchFields = {
  types: oneOf(VEHICLE_TYPES, 'typesInvalid'),
  makes: slugs('makesInvalid'),
  models: slugs('modelsInvalid'),
  damages: oneOf(PRIMARY_DAMAGES, 'damagesInvalid'),
  loss_types: oneOf(LOSS_TYPES, 'lossTypesInvalid'),
  titles: oneOf(TITLE_TYPES, 'titlesInvalid'),
  states: list('statesInvalid', (v) => (v.toUpperCase() in US_STATES ? v.toUpperCase() : null)),
  branches: list('branchesInvalid', (v) => (/^[0-9]{1,9}$/.test(v) ? Number(v) : null)),
  buy_it_now: flag('flagInvalid'),
  auction_only: flag('flagInvalid'),
  year_from: wholeNumber(MIN_YEAR, newestYear, 'yearInvalid'),
  year_to: wholeNumber(MIN_YEAR, newestYear, 'yearInvalid'),
  odometer_from: wholeNumber(0, () => MAX_ODOMETER, 'odometerInvalid'),
  odometer_to: wholeNumber(0, () => MAX_ODOMETER, 'odometerInvalid'),
  sale_date_from: dateBound('from', 'saleDateInvalid'),
  sale_date_to: dateBound('to', 'saleDateInvalid'),
  q: single('queryInvalid').overwrite(stripUnsafeText).max(MAX_QUERY_LENGTH, 'queryTooLong').optional(),
  vin: single('vinInvalid')
    .transform((v) => normalizeVin(v))
    .refine(isValidVin, 'vinInvalid')
    .optional(),
  stock_number: single('stockNumberInvalid')
    .refine((v) => parseStockNumber(v) !== null, 'stockNumberInvalid')
    .transform((v) => parseStockNumber(v)!)
    .optional(),
  sort: z.enum(SORT_KEYS, { message: 'sortInvalid' }).optional(),
  sort_direction: z.enum(['asc', 'desc'], { message: 'sortDirectionInvalid' }).optional(),
  page: wholeNumber(1, () => MAX_PAGE, 'pageInvalid'),
  page_size: wholeNumber(1, () => MAX_PAGE_SIZE, 'pageSizeInvalid'),
  _locale: z.enum(LOCALES, { message: 'localeInvalid' }).optional(),
};

type Fields = { [K in keyof typeof lotSearchFields]?: z.output<(typeof lotSearchFields)[K]> };

/** The query's cross-field rules: ranges run low to high; buy-it-now and auction-only exclude each other. */
function checkRanges(f: Fields, issue: (field: string, message: string) => void): void {
  if (f.year_from !== undefined && f.year_to !== undefined && f.year_from > f.year_to)
    issue('year_to', 'rangeReversed');
  if (f.odometer_from !== undefined && f.odometer_to !== undefined && f.odometer_from > f.odometer_to)
    issue('odometer_to', 'rangeReversed');
  if (f.sale_date_from && f.sale_date_to && f.sale_date_from >= f.sale_date_to)
    issue('sale_date_to', 'rangeReversed');
  if (f.buy_it_now && f.auction_only) issue('auction_only', 'saleTypesExclusive');
}

/** The filter model from read fields; a text query's years become the year range when none is given. */
export function toLotFilters(f: Fields): LotFilters {
  const text = f.q?.trim() ? normalizeQuery(f.q) : { q: '', yearFrom: null, yearTo: null };
  const explicitYears = f.year_from !== undefined || f.year_to !== undefined;
  return {
    ...EMPTY_FILTERS,
    types: f.types ?? [],
    makes: f.makes ?? [],
    models: f.models ?? [],
    damages: f.damages ?? [],
    lossTypes: f.loss_types ?? [],
    titleTypes: f.titles ?? [],
    states: f.states ?? [],
    branches: f.branches ?? [],
    buyItNow: f.buy_it_now ?? false,
    auctionOnly: f.auction_only ?? false,
    q: text.q,
    vin: f.vin ?? null,
    stockNumber: f.stock_number ?? null,
    yearFrom: explicitYears ? (f.year_from ?? null) : text.yearFrom,
    yearTo: explicitYears ? (f.year_to ?? null) : text.yearTo,
    odometerFrom: f.odometer_from ?? null,
    odometerTo: f.odometer_to ?? null,
    saleDateFrom: f.sale_date_from ?? null,
    saleDateTo: f.sale_date_to ?? null,
    sort: f.sort ?? EMPTY_FILTERS.sort,
    direction: f.sort_direction ?? EMPTY_FILTERS.direction,
    page: f.page ?? 1,
    pageSize: f.page_size ?? EMPTY_FILTERS.pageSize,
  };
}

/** The API's reading: every field checked; a bad one fails the whole query (422 naming it). Unknown keys are ignored. */
export const lotSearchQuery = z
  .object(lotSearchFields)
  .superRefine((f, ctx) =>
    checkRanges(f, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })),
  )
  .transform((f) => ({ filters: toLotFilters(f), locale: (f._locale ?? 'en') as Locale }));

export type LotSearchQuery = z.output<typeof lotSearchQuery>;

/**
 * The search pages' reading of the same keys: a value that cannot be read is left out instead of failing (a page
 * never answers 422), and so is the upper bound of a reversed range.
 */
export function lotFiltersFromParams(params: Record<string, string | string[] | undefined>): LotFilters {
  const read: Record<string, unknown> = {};
  for (const key of Object.keys(lotSearchFields) as (keyof typeof lotSearchFields)[]) {
    if (params[key] === undefined) continue;
    const parsed = lotSearchFields[key].safeParse(params[key]);
    if (parsed.success && parsed.data !== undefined) read[key] = parsed.data;
  }
  const fields = read as Fields;
  checkRanges(fields, (field) => {
    delete (fields as Record<string, unknown>)[field];
    if (field === 'auction_only') fields.auction_only = false;
  });
  return toLotFilters(fields);
}

/**
 * GET search/filters (v1 and v2): the lots/search keys (the filters the groups are counted under) plus `query`, SPEC
 * §7's name for the search text (the same as `q`).
 */
export const searchFiltersQuery = z
  .object({ ...lotSearchFields, query: lotSearchFields.q })
  .superRefine((f, ctx) =>
    checkRanges(f, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })),
  )
  .transform(({ query, ...f }) => ({
    filters: toLotFilters({ ...f, q: f.q ?? query }),
    locale: (f._locale ?? 'en') as Locale,
  }));
