/**
 * Query strings of the catalog calls of SPEC §7: vehicles/types, vehicles/makes (types, query), vehicles/models
 * (makes, query, types), search/years, spa/makes-list, spa/vehicle-types-list, popular-inventory/best-deals.
 * Messages are i18n keys of Search.errors, each naming its field.
 */
import * as z from 'zod';
import { stripUnsafeText } from '@/lib/domain/safe-text';
import type { Locale } from './locales';
import { lotSearchFields } from './lot-search-query';

const locale = lotSearchFields._locale.transform((l): Locale => l ?? 'en');
/** A name fragment to narrow a list by (case-insensitive, anywhere in the name): search text, stripped (safe-text). */
const nameQuery = z
  .string({ message: 'queryInvalid' })
  .overwrite(stripUnsafeText)
  .max(50, 'queryTooLong')
  .optional();

export const localeOnlyQuery = z.object({ _locale: locale });

export const makesQuery = z.object({ types: lotSearchFields.types, query: nameQuery, _locale: locale });
export type MakesQuery = z.output<typeof makesQuery>;

export const modelsQuery = z.object({
  makes: lotSearchFields.makes,
  types: lotSearchFields.types,
  query: nameQuery,
  _locale: locale,
});
export type ModelsQuery = z.output<typeof modelsQuery>;

export const BEST_DEALS_DEFAULT = 12;
export const BEST_DEALS_MAX = 50;
export const bestDealsQuery = z.object({
  limit: z
    .string({ message: 'limitInvalid' })
    .regex(/^[0-9]{1,3}$/, 'limitInvalid')
    .transform(Number)
    .refine((n) => n >= 1 && n <= BEST_DEALS_MAX, 'limitInvalid')
    .optional()
    .transform((n) => n ?? BEST_DEALS_DEFAULT),
  _locale: locale,
});
