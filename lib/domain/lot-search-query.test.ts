import { lotFiltersFromParams, lotSearchQuery, searchFiltersQuery } from './lot-search-query';
import { EMPTY_FILTERS } from './search-filters';

const parse = (query: Record<string, string | string[]>) => lotSearchQuery.safeParse(query);

describe('lots/search query', () => {
  test('no keys: every default', () => {
    expect(parse({})).toEqual({ success: true, data: { filters: EMPTY_FILTERS, locale: 'en' } });
  });

  test('lists take commas and repeated keys, are cased and de-duplicated', () => {
    const { filters } = lotSearchQuery.parse({
      types: 'SUV, automobile,suv',
      makes: ['Toyota', 'honda,toyota'],
      states: ['tx', 'ca'],
      branches: '301,302',
      damages: 'front-end',
      loss_types: 'flood',
      titles: 'clean',
    });
    expect(filters).toMatchObject({
      types: ['suv', 'automobile'],
      makes: ['toyota', 'honda'],
      states: ['TX', 'CA'],
      branches: [301, 302],
      damages: ['front-end'],
      lossTypes: ['flood'],
      titleTypes: ['clean'],
    });
  });

  test('ranges, flags, identifiers, sort and paging', () => {
    const { filters, locale } = lotSearchQuery.parse({
      year_from: '2010',
      year_to: '2015',
      odometer_from: '0',
      odometer_to: '90000',
      sale_date_from: '2030-01-10',
      sale_date_to: '2030-01-12',
      buy_it_now: 'TRUE',
      vin: '1hgcm 82633a 004352',
      stock_number: '#1234 5678',
      sort: 'current_bid',
      sort_direction: 'desc',
      page: '3',
      page_size: '100',
      _locale: 'ar',
      view_type: 'grid',
    });
    expect(locale).toBe('ar');
    expect(filters).toMatchObject({
      yearFrom: 2010,
      yearTo: 2015,
      odometerFrom: 0,
      odometerTo: 90000,
      saleDateFrom: new Date('2030-01-10T00:00:00Z'),
      // Date-only upper bounds take the whole day: exclusive at the next midnight.
      saleDateTo: new Date('2030-01-13T00:00:00Z'),
      buyItNow: true,
      auctionOnly: false,
      vin: '1HGCM82633A004352',
      stockNumber: '12345678',
      sort: 'current_bid',
      direction: 'desc',
      page: 3,
      pageSize: 100,
    });
  });

  test('a text query is normalised; its years apply unless a year range is given', () => {
    expect(lotSearchQuery.parse({ q: ' honda  2016 civic ' }).filters).toMatchObject({
      q: 'honda civic',
      yearFrom: 2016,
      yearTo: 2016,
    });
    expect(lotSearchQuery.parse({ q: 'honda 2016', year_from: '2010' }).filters).toMatchObject({
      q: 'honda',
      yearFrom: 2010,
      yearTo: null,
    });
    expect(searchFiltersQuery.parse({ query: 'ford 2020' }).filters).toMatchObject({
      q: 'ford',
      yearFrom: 2020,
    });
  });

  test('bad values fail naming the field with an i18n key', () => {
    const fields = (query: Record<string, string | string[]>) => {
      const result = parse(query);
      return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(fields({ types: 'boat' })).toEqual([['types', 'typesInvalid']]);
    expect(fields({ year_from: '2020', year_to: '2019' })).toEqual([['year_to', 'rangeReversed']]);
    expect(fields({ sale_date_from: '2030-01-10', sale_date_to: '2030-01-09' })).toEqual([
      ['sale_date_to', 'rangeReversed'],
    ]);
    expect(fields({ page_size: '0' })).toEqual([['page_size', 'pageSizeInvalid']]);
    expect(fields({ sort: ['year', 'odometer'] })).toEqual([['sort', 'sortInvalid']]);
  });
});

describe('search pages read the same keys leniently', () => {
  test('unreadable values and reversed upper bounds are left out', () => {
    expect(
      lotFiltersFromParams({ types: 'boat', makes: 'ford', year_from: '2020', year_to: '2010', page: 'x' }),
    ).toEqual({ ...EMPTY_FILTERS, makes: ['ford'], yearFrom: 2020 });
    expect(lotFiltersFromParams({ buy_it_now: '1', auction_only: '1' })).toMatchObject({
      buyItNow: true,
      auctionOnly: false,
    });
  });
});
