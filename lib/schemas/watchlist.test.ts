import * as z from 'zod/mini';
import {
  lotIdParam,
  resolveWatchlistQuery,
  watchlistQueryFromSearchParams,
  watchlistQuerySchema,
} from './watchlist';

describe('watchlist query', () => {
  test('defaults: sale date soonest first, page 1 of 20', () => {
    expect(resolveWatchlistQuery(z.parse(watchlistQuerySchema, {}))).toEqual({
      sort: 'sale_date',
      direction: 'asc',
      page: 1,
      pageSize: 20,
    });
  });

  test.each([
    ['added', 'desc'],
    ['current_bid', 'desc'],
    ['year', 'desc'],
  ])('sort %s defaults to %s', (sort, direction) => {
    expect(resolveWatchlistQuery(z.parse(watchlistQuerySchema, { sort })).direction).toBe(direction);
  });

  test('an explicit direction wins; numbers come from strings', () => {
    const input = z.parse(watchlistQuerySchema, {
      sort: 'added',
      sort_direction: 'asc',
      page: '3',
      page_size: '50',
    });
    expect(resolveWatchlistQuery(input)).toEqual({ sort: 'added', direction: 'asc', page: 3, pageSize: 50 });
  });

  test('the page keeps what it can read and drops the rest', () => {
    expect(
      watchlistQueryFromSearchParams({
        sort: 'year',
        sort_direction: 'sideways',
        page: '-2',
        page_size: '10',
      }),
    ).toEqual({ sort: 'year', direction: 'desc', page: 1, pageSize: 10 });
    expect(watchlistQueryFromSearchParams({ sort: ['year', 'added'], page: '2' })).toEqual({
      sort: 'sale_date',
      direction: 'asc',
      page: 2,
      pageSize: 20,
    });
  });
});

describe('lot id', () => {
  test('nine digits become a number; anything else is lotIdInvalid', () => {
    expect(z.parse(lotIdParam, '300000001')).toBe(300000001);
    for (const bad of ['30000000', '3000000010', '30000000x', '']) {
      const parsed = z.safeParse(lotIdParam, bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('lotIdInvalid');
    }
  });
});
