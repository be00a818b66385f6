import { defineRouting } from 'next-intl/routing';

/** Locales of SPEC §2: English is the default and carries no prefix; Arabic is loadable but not in the switcher. */
export const routing = defineRouting({
  locales: ['en', 'ru', 'es', 'pl', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

/** Languages offered in the switcher (SPEC §1: Arabic exists but is not offered). */
export const switcherLocales: readonly Locale[] = ['en', 'es', 'ru', 'pl'];

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value);
}
