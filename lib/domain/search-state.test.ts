import { lotFiltersFromParams } from './lot-search-query';
import { EMPTY_FILTERS, presetFilters, type LotFilters } from './search-filters';
import { EMPTY_VOCABULARY } from './search-salvage';
import {
  activeFilters,
  clearedFilters,
  filterParams,
  holdsPreset,
  searchHref,
  sortBy,
  toggleOption,
  toggleSaleType,
  viewTypeOf,
  type SearchLocation,
} from './search-state';

const all: SearchLocation = { path: '/search', preset: {}, view: 'grid' };

/** Read a URL the way a search page does: the route's preset merged with the query (as searchPageFilters). */
function readBack(href: string, preset: Partial<LotFilters> = {}): LotFilters {
  const url = new URL(href, 'http://x');
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  const merged: LotFilters = { ...lotFiltersFromParams(params) };
  for (const [key, value] of Object.entries(preset) as [keyof LotFilters, never][]) {
    const current = merged[key];
    merged[key] = (
      Array.isArray(current) ? [...new Set([...current, ...(value as string[])])] : value
    ) as never;
  }
  return merged;
}

const busy: LotFilters = {
  ...EMPTY_FILTERS,
  types: ['suv', 'automobile'],
  makes: ['toyota'],
  models: ['rav4'],
  damages: ['front-end'],
  titleTypes: ['salvage'],
  states: ['TX'],
  branches: [301, 17],
  auctionOnly: true,
  q: 'red hybrid',
  yearFrom: 2015,
  yearTo: 2020,
  odometerFrom: 0,
  odometerTo: 49_999,
  saleDateFrom: new Date('2026-06-02T00:00:00Z'),
  saleDateTo: new Date('2026-06-05T00:00:00Z'),
  sort: 'year',
  direction: 'desc',
  page: 3,
};

describe('search state in the URL', () => {
  test('the query of a filter model reads back to the same model', () => {
    expect(readBack(searchHref(all, busy))).toEqual(busy);
    expect(readBack(searchHref(all, EMPTY_FILTERS))).toEqual(EMPTY_FILTERS);
    const instant = {
      ...EMPTY_FILTERS,
      saleDateFrom: new Date('2026-06-02T15:30:00Z'),
      saleDateTo: new Date('2026-06-03T15:30:00.001Z'),
    };
    expect(readBack(searchHref(all, instant))).toEqual(instant);
  });

  test('defaults stay out of the URL; lists keep their commas; spaces are plus signs', () => {
    expect(filterParams(EMPTY_FILTERS)).toEqual({});
    expect(searchHref(all, { ...EMPTY_FILTERS, types: ['suv', 'van'], q: 'a b' })).toBe(
      '/search?types=suv,van&q=a+b',
    );
    expect(searchHref(all, busy)).toContain('sale_date_from=2026-06-02&sale_date_to=2026-06-04');
  });

  test('a preset route keeps its path while its filters hold, and says only the rest in the query', () => {
    const state: SearchLocation = {
      path: '/search/location-state-tx',
      preset: { states: ['TX'] },
      view: 'grid',
    };
    const base = readBack('/search/location-state-tx', state.preset);
    const withSuv = toggleOption(base, 'types', 'suv');
    expect(searchHref(state, withSuv)).toBe('/search/location-state-tx?types=suv');
    expect(readBack(searchHref(state, withSuv), state.preset)).toEqual(withSuv);
    // Dropping the route's own filter leaves the route: /search/ with the rest.
    const noState = toggleOption(withSuv, 'states', 'TX');
    expect(holdsPreset(noState, state.preset)).toBe(false);
    expect(searchHref(state, noState)).toBe('/search/?types=suv');
  });

  test('a text route keeps its (re-encoded) path, and its years leave it for /search/ when changed', () => {
    const preset = presetFilters({ type: 'query', query: 'honda civic 2015' }, EMPTY_VOCABULARY);
    const state: SearchLocation = { path: '/search/q-honda+civic+2015', preset, view: 'list' };
    const base = readBack('/search/q-honda+civic+2015', preset);
    expect(base).toMatchObject({ q: 'honda civic', yearFrom: 2015, yearTo: 2015 });
    expect(searchHref(state, toggleOption(base, 'types', 'suv'))).toBe(
      '/search/q-honda+civic+2015?types=suv&view_type=list',
    );
    const widened = { ...base, yearFrom: 2010 };
    expect(searchHref(state, widened)).toBe(
      '/search/?q=honda+civic&year_from=2010&year_to=2015&view_type=list',
    );
    const cyrillic: SearchLocation = { path: '/search/q-тойота?#', preset: { q: 'тойота?#' }, view: 'grid' };
    expect(searchHref(cyrillic, { ...EMPTY_FILTERS, q: 'тойота?#' })).toBe(
      `/search/q-${encodeURIComponent('тойота?#')}`,
    );
  });

  test('options toggle on and off, sale types exclude each other, and every change goes back to page 1', () => {
    const on = toggleOption(busy, 'branches', '5');
    expect(on.branches).toEqual([301, 17, 5]);
    expect(on.page).toBe(1);
    expect(toggleOption(on, 'branches', '5').branches).toEqual([301, 17]);
    const bin = toggleSaleType(busy, 'buy_it_now');
    expect([bin.buyItNow, bin.auctionOnly]).toEqual([true, false]);
    expect(toggleSaleType(bin, 'buy_it_now')).toMatchObject({ buyItNow: false, auctionOnly: false });
  });

  test('a chip per filter value, each dropping only itself; clear all keeps the sort', () => {
    const chips = activeFilters(busy);
    expect(chips).toHaveLength(14);
    for (const chip of chips) {
      const dropped = Object.keys(busy).filter(
        (k) =>
          JSON.stringify(busy[k as keyof LotFilters]) !== JSON.stringify(chip.without[k as keyof LotFilters]),
      );
      expect(dropped.filter((k) => k !== 'page').length).toBeGreaterThanOrEqual(1);
      expect(chip.without.page).toBe(1);
    }
    const states = chips.find((c) => c.kind === 'list' && c.group === 'types' && c.key === 'suv')!;
    expect(states.without.types).toEqual(['automobile']);
    expect(clearedFilters(busy)).toEqual({ ...EMPTY_FILTERS, sort: 'year', direction: 'desc' });
    expect(activeFilters(EMPTY_FILTERS)).toEqual([]);
  });

  test('a sort key starts in its natural direction; the current key again reverses it', () => {
    expect(sortBy(EMPTY_FILTERS, 'year')).toMatchObject({ sort: 'year', direction: 'desc' });
    expect(sortBy(EMPTY_FILTERS, 'sale_date')).toMatchObject({ sort: 'sale_date', direction: 'desc' });
    expect(sortBy(busy, 'year')).toMatchObject({ sort: 'year', direction: 'asc', page: 1 });
    expect(sortBy(busy, 'current_bid')).toMatchObject({ sort: 'current_bid', direction: 'asc' });
  });

  test('view_type is list or grid', () => {
    expect(viewTypeOf('list')).toBe('list');
    expect(viewTypeOf(['list', 'grid'])).toBe('list');
    expect(viewTypeOf('tiles')).toBe('grid');
    expect(viewTypeOf(undefined)).toBe('grid');
  });
});
