import { z } from 'zod';
import { lotSearchQuery, searchFiltersQuery } from '@/lib/domain/lot-search-query';
import type { Operation } from './operation';
import { arrayOf, documented, int, object, oneOf, str } from './shapes';

const tag = 'Search';

const suggestion = object(
  { type: oneOf('make', 'model', 'lot'), label: str, link: str, cnt: int },
  {
    optional: ['cnt'],
    description: 'Suggestion (lib/server/search/suggest.ts); `link` has no locale prefix.',
  },
);

/** `q-{text}` of search/suggest: the text percent-encoded, `+` for spaces, at most 100 characters once decoded. */
const suggestSegment = z
  .string()
  .regex(/^q-/)
  .meta({ examples: ['q-toyota+cam'] });

/** Lot search, its filter groups and the search box's suggestions (SPEC §5, §7). */
export const searchOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v1.0/lots/search',
    tag,
    summary: 'One page of open lots for the filters, the total and every group’s facet counts',
    description:
      'Lists take commas or repeated keys. Ranges run low to high (422 `rangeReversed` on the upper bound); ' +
      '`buy_it_now` and `auction_only` exclude each other. Unknown keys are ignored.',
    access: 'public',
    query: lotSearchQuery,
    success: {
      description: 'The page.',
      data: object(
        {
          items: arrayOf(documented('SearchLot', 'A lot card (lib/domain/search-filters.ts).')),
          total: int,
          page: int,
          pageSize: int,
          pages: int,
          sort: str,
          sortDirection: oneOf('asc', 'desc'),
          facets: documented('LabeledFacets', 'Each filter group’s options with counts.'),
        },
        { description: 'LotSearchAnswer (lib/server/search/lot-search-api.ts).' },
      ),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/search/filters',
    tag,
    summary: 'The filter groups with option counts (flat shape)',
    description: 'The same keys as lots/search.',
    access: 'public',
    query: searchFiltersQuery,
    success: {
      description: 'The groups.',
      data: documented('FiltersV1', 'lib/server/search/search-filters-api.ts.'),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/search/filters',
    tag,
    summary: 'The filter groups with labels, kinds, selection and option counts',
    description: 'The same keys as lots/search.',
    access: 'public',
    query: searchFiltersQuery,
    success: {
      description: 'The groups.',
      data: object({
        total: int,
        groups: arrayOf(documented('FilterGroupV2', 'lib/server/search/search-filters-api.ts.')),
      }),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/search/popular-suggest',
    tag,
    summary: 'The most common makes and models, for the empty search box',
    access: 'public',
    success: { description: 'The suggestions.', data: object({ suggestions: arrayOf(suggestion) }) },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/search/suggest/{query}',
    tag,
    summary: 'Makes, models, VIN and stock-number prefixes matching the text',
    description: 'The path segment is `q-` and the text; a segment without `q-` is a 404.',
    access: 'public',
    params: { query: { schema: suggestSegment, description: '`q-` followed by the search text.' } },
    success: { description: 'The suggestions.', data: object({ suggestions: arrayOf(suggestion) }) },
    errors: { 404: true },
  },
];
