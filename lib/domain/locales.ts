/** Interface languages and their Intl locales (SPEC §1, §9). */

/** Locales in URL prefixes; English is the default and carries no prefix. */
export const LOCALES = ['en', 'ru', 'es', 'pl', 'ar'] as const;

/** One of LOCALES. */
export type Locale = (typeof LOCALES)[number];

/** Locale used when none is given in the URL. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Intl (BCP 47) locale of each interface language. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  ru: 'ru-RU',
  es: 'es-ES',
  pl: 'pl-PL',
  ar: 'ar-SA',
};

/** True for one of LOCALES (exact, lower-case match). */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Intl locale of an interface locale (exact match); en-US for anything else. */
export function toIntlLocale(locale: string): string {
  return isLocale(locale) ? INTL_LOCALE[locale] : INTL_LOCALE[DEFAULT_LOCALE];
}

/** True only for Arabic, the one right-to-left language. */
export function isRtl(locale: string): boolean {
  return locale === 'ar';
}
