import { toIntlLocale } from '@/lib/domain/locales';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';

/** Whole US dollars and medium dates in the page's language (SPEC §9: USD, 0 decimals). */
export function formatsFor(locale: Locale) {
  const intl = toIntlLocale(locale);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    usd: (cents: Cents) => formatUsd(cents, { locale: intl }),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
export type Formats = ReturnType<typeof formatsFor>;
