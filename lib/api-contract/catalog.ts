import { bestDealsQuery, localeOnlyQuery, makesQuery, modelsQuery } from '@/lib/domain/catalog-query';
import { localeQuery } from '@/lib/schemas/locale-query';
import type { Operation } from './operation';
import { arrayOf, bool, documented, dollars, int, nullable, object, str } from './shapes';

const tag = 'Catalog';

/** One make, model or vehicle type with its open-lot count (CatalogEntry, lib/server/search/vehicle-catalog.ts). */
const entry = object({ key: str, label: str, cnt: int, make: str }, { optional: ['make'] });
const CACHED = 'Public and cached (Cache-Control).';

/** The vehicle vocabulary and the lists the header and home page read (SPEC §7 catalog calls). */
export const catalogOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v1.0/vehicles/types',
    tag,
    summary: 'Vehicle types with open lots, labelled',
    description: CACHED,
    access: 'public',
    query: localeOnlyQuery,
    success: { description: 'The types.', data: object({ types: arrayOf(entry) }) },
  },
  {
    method: 'get',
    path: '/rest-api/v2/spa/vehicle-types-list',
    tag,
    summary: 'Vehicle types with open lots, labelled (v2)',
    description: CACHED,
    access: 'public',
    query: localeOnlyQuery,
    success: { description: 'The types.', data: object({ types: arrayOf(entry) }) },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/vehicles/makes',
    tag,
    summary: 'Makes with open lots of those types whose name holds the query',
    description: CACHED,
    access: 'public',
    query: makesQuery,
    success: { description: 'The makes.', data: object({ makes: arrayOf(entry) }) },
  },
  {
    method: 'get',
    path: '/rest-api/v2/spa/makes-list',
    tag,
    summary: 'Every make with open lots, most lots first',
    description: CACHED,
    access: 'public',
    success: { description: 'The makes.', data: object({ makes: arrayOf(entry) }) },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/vehicles/models',
    tag,
    summary: 'Models with open lots of those makes and types',
    description: CACHED,
    access: 'public',
    query: modelsQuery,
    success: { description: 'The models (each names its make).', data: object({ models: arrayOf(entry) }) },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/search/years',
    tag,
    summary: 'The year options (next year down to 1920) with open-lot counts',
    description: CACHED,
    access: 'public',
    success: {
      description: 'The years.',
      data: object({ years: arrayOf(int), counts: arrayOf(object({ year: int, cnt: int })) }),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/popular-inventory/best-deals',
    tag,
    summary: 'Open lots bid lowest against their retail value',
    description: CACHED,
    access: 'public',
    query: bestDealsQuery,
    success: {
      description: 'The lots.',
      data: object({
        lots: arrayOf(documented('BestDeal', 'A lot card (lib/server/search/best-deals.ts).')),
      }),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/vehicle-finder-inventory',
    tag,
    summary: 'The header’s five link groups with open-lot counts',
    access: 'public',
    query: localeQuery,
    success: {
      description: 'The link groups.',
      data: documented(
        'HeaderLinkGroups',
        'The groups of links with counts (lib/server/search/vehicle-finder-inventory.ts).',
      ),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/membership/types',
    tag,
    summary: 'The membership tiers with price, buyer fee and limits',
    access: 'public',
    success: {
      description: 'The tiers, lowest first.',
      data: arrayOf(
        object(
          {
            code: str,
            name: str,
            rank: int,
            price: dollars,
            priceCents: int,
            buyerFee: object({ percent: { type: 'number' }, minimum: dollars }),
            liveBidding: bool,
            maxActiveBids: nullable(int),
          },
          { description: 'MembershipTypeView (lib/schemas/membership.ts).' },
        ),
      ),
    },
  },
];
