import * as z from 'zod/mini';

/**
 * The watchlist calls of SPEC §7: POST and DELETE member/watchlist/{lotId}, GET member/watchlist (sort and
 * sort_direction, plus page and page_size) and GET member/watchlist/ids. Messages are i18n keys of Watchlist.errors.
 */
export const WATCHLIST_SORTS = ['sale_date', 'added', 'current_bid', 'year'] as const;
export type WatchlistSort = (typeof WATCHLIST_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The order each sort key takes when sort_direction is left out: soonest sale first, newest addition first. */
export const DEFAULT_DIRECTIONS: Record<WatchlistSort, SortDirection> = {
  sale_date: 'asc',
  added: 'desc',
  current_bid: 'desc',
  year: 'desc',
};

export const WATCHLIST_PAGE_SIZE = 20;
export const WATCHLIST_MAX_PAGE_SIZE = 100;
/** Far beyond any real watchlist; keeps the row offset an exact integer. */
const MAX_PAGE = 1_000_000;

/** SPEC §5: the lot id of the root form has 9 digits. */
export const lotIdParam = z.pipe(
  z.string().check(z.regex(/^[0-9]{9}$/, 'lotIdInvalid')),
  z.transform((value) => Number(value)),
);

const positiveInt = (message: string) => z.coerce.number(message).check(z.int(message), z.gte(1, message));

export const watchlistQuerySchema = z.object({
  sort: z._default(z.enum(WATCHLIST_SORTS, 'sortInvalid'), 'sale_date'),
  sort_direction: z.optional(z.enum(SORT_DIRECTIONS, 'sortDirectionInvalid')),
  page: z._default(positiveInt('pageInvalid').check(z.lte(MAX_PAGE, 'pageInvalid')), 1),
  page_size: z._default(
    positiveInt('pageSizeInvalid').check(z.lte(WATCHLIST_MAX_PAGE_SIZE, 'pageSizeInvalid')),
    WATCHLIST_PAGE_SIZE,
  ),
});
export type WatchlistQueryInput = z.output<typeof watchlistQuerySchema>;

/** A watchlist query with every default applied. */
export interface WatchlistQuery {
  sort: WatchlistSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

export function resolveWatchlistQuery(input: WatchlistQueryInput): WatchlistQuery {
  return {
    sort: input.sort,
    direction: input.sort_direction ?? DEFAULT_DIRECTIONS[input.sort],
    page: input.page,
    pageSize: input.page_size,
  };
}

/**
 * The account page's reading of its URL: like the API's, but a value it cannot read falls back to its default
 * instead of failing (a page never answers 422).
 */
export function watchlistQueryFromSearchParams(
  params: Record<string, string | string[] | undefined>,
): WatchlistQuery {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(watchlistQuerySchema.def.shape)) {
    const value = params[key];
    if (typeof value !== 'string') continue;
    const field = z.safeParse(watchlistQuerySchema.def.shape[key as keyof WatchlistQueryInput], value);
    if (field.success) input[key] = field.data;
  }
  return resolveWatchlistQuery(z.parse(watchlistQuerySchema, input));
}

/** POST and DELETE member/watchlist/{lotId}: whether the member now watches the lot, and the header's count. */
export interface WatchState {
  lotId: number;
  watching: boolean;
  watchlistCurrentCnt: number;
}

/** GET member/watchlist/ids: every lot the member watches. */
export interface WatchedIds {
  ids: number[];
}
