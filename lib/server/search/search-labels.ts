import 'server-only';
import type { Locale } from '@/lib/domain/locales';

/** The plain label namespaces a search answer needs (no ICU arguments in them). */
export interface SearchLabelTexts {
  VehicleType: Record<string, string>;
  Damage: Record<string, string>;
  LossType: Record<string, string>;
  TitleType: Record<string, string>;
  SearchFilters: Record<string, string>;
}

const loaded = new Map<Locale, Promise<SearchLabelTexts>>();

/**
 * A locale's labels of vehicle types, damages, loss types, title types and filter groups, read from its messages
 * file (API answers leave outside any page request, like mails); loaded once per locale.
 */
export function searchLabelTexts(locale: Locale): Promise<SearchLabelTexts> {
  let texts = loaded.get(locale);
  if (!texts) {
    texts = import(`../../../messages/${locale}.json`, { with: { type: 'json' } }).then(
      ({ default: m }: { default: SearchLabelTexts }) => ({
        VehicleType: m.VehicleType,
        Damage: m.Damage,
        LossType: m.LossType,
        TitleType: m.TitleType,
        SearchFilters: m.SearchFilters,
      }),
    );
    loaded.set(locale, texts);
  }
  return texts;
}

/** The label of a code in a namespace, the code itself when the messages have none. */
export function labelOf(texts: Record<string, string> | undefined, key: string): string {
  return texts?.[key] ?? key;
}
