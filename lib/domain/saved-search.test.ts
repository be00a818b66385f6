import { lotFiltersFromParams } from './lot-search-query';
import { sameSearch, savedSearchPath, savedSearchQuery } from './saved-search';
import { EMPTY_FILTERS } from './search-filters';

test('the canonical query: lists sorted, paging left out, defaults left out, read back to the same filters', () => {
  const filters = lotFiltersFromParams({
    makes: 'toyota,Honda',
    states: 'tx,ca',
    branches: '12,3',
    year_to: '2020',
    sort: 'year',
    sort_direction: 'desc',
    page: '4',
    page_size: '50',
  });
  const query = savedSearchQuery(filters);
  expect(query).toEqual({
    makes: 'honda,toyota',
    states: 'CA,TX',
    branches: '3,12',
    year_to: '2020',
    sort: 'year',
    sort_direction: 'desc',
  });
  expect(savedSearchQuery(lotFiltersFromParams(query))).toEqual(query);
  expect(savedSearchQuery(EMPTY_FILTERS)).toEqual({});
});

test('a text query keeps SPEC §5 normalising: its year becomes the year range', () => {
  expect(savedSearchQuery(lotFiltersFromParams({ q: 'civic 2015' }))).toEqual({
    q: 'civic',
    year_from: '2015',
    year_to: '2015',
  });
});

test('the path that runs a search, and search equality whatever the key order', () => {
  expect(savedSearchPath({})).toBe('/search/');
  expect(savedSearchPath({ makes: 'honda,toyota', q: 'red car' })).toBe(
    '/search/?makes=honda,toyota&q=red+car',
  );
  expect(sameSearch({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
  expect(sameSearch({ a: '1' }, { a: '1', b: '2' })).toBe(false);
  expect(sameSearch({ a: '1' }, { a: '2' })).toBe(false);
});
