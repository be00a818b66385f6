import { toIntlLocale } from '@/lib/domain/locales';
import type { Locale } from '@/lib/domain/locales';

/** A translator of one message namespace (next-intl's getTranslations or createTranslator). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The texts a search page's parts need, translated on the server and handed down. */
export interface SearchTexts {
  locale: Locale;
  /** SearchPage messages. */
  page: Translate;
  /** SearchFilters messages: the names of the filter groups. */
  groups: Translate;
  /** Search messages (counts, pagination). */
  search: Translate;
}

/** A UTC day (YYYY-MM-DD or a Date) in the page's language, e.g. "Mon, Jun 2". */
export function formatDay(day: string | Date, locale: Locale): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day;
  return new Intl.DateTimeFormat(toIntlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
