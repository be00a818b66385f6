import { itemListJsonLd } from '@/lib/domain/json-ld';
import { lotPathOf } from '@/lib/domain/lot-route';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { pageOrigin } from '@/lib/server/http/page-origin';
import type { LotSummary } from '@/lib/server/lots/lot-summary';
import { JsonLd } from './json-ld';

/**
 * The ItemList of a search page: the lots it shows, in order (positions counted across pages), each by its canonical
 * lot URL, absolute on the page's origin; `total` is the whole result's count.
 */
export async function SearchItemList({
  heading,
  path,
  locale,
  lots,
  total,
  firstPosition,
}: {
  heading: string;
  /** The search page's path without locale prefix. */
  path: string;
  locale: Locale;
  lots: readonly LotSummary[];
  total: number;
  firstPosition: number;
}) {
  const origin = await pageOrigin();
  const url = (p: string) => new URL(localizedPath(p, locale), origin).toString();
  return (
    <JsonLd
      data={itemListJsonLd(
        { name: heading, url: url(path), numberOfItems: total, firstPosition },
        lots.map((lot) => ({
          name: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
          url: url(lotPathOf(lot)),
        })),
      )}
    />
  );
}
