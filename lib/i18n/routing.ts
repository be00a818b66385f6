import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/domain/locales';

export type { Locale };

/**
 * Locales of SPEC §2: English is the default and carries no prefix (`as-needed`); Arabic is loadable but not in the
 * switcher. A plain object (next-intl's middleware and request config take it as is), so browser code can use it
 * without next-intl.
 */
export const routing = {
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
} as const;

/** Languages offered in the switcher (SPEC §1: Arabic exists but is not offered). */
export const switcherLocales: readonly Locale[] = ['en', 'es', 'ru', 'pl'];

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value);
}
