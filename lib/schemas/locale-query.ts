import { z } from 'zod';
import { LOCALES } from '@/lib/domain/locales';
import { safeTextCheck } from './safe-text';

/** `_locale` of SPEC §7's calls: one of the five locales, English when absent. */
export const localeParam = z.enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` }).default('en');

export const localeQuery = z.object({ _locale: localeParam });

/** GET spa/meta-tags: a site path (with or without locale prefix) and the locale. */
export const metaTagsQuery = z.object({
  url: z
    .string({ message: 'is required' })
    .check(safeTextCheck())
    .min(1, 'is required')
    .max(2048, 'is too long')
    .refine((v) => v.startsWith('/') && !v.startsWith('//'), 'must be a path on this site, starting with /'),
  _locale: localeParam,
});
