import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { canonicalLotPathFor, lotRedirectTarget } from '@/lib/domain/lot-canonical';
import { lotPathOf } from '@/lib/domain/lot-route';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '../seo/build-metadata';
import { getLotById, getLotByStockNumber, type LotDetail } from './get-lot';

export function canonicalLotPath(lot: LotDetail): string {
  return lotPathOf(lot);
}

/**
 * The lot of a lot URL, or the 404 page; a wrong year or title slug redirects permanently to the canonical URL. The
 * /vehicle/{stock}-... form is canonical as itself.
 */
export async function resolveLot(
  form: 'root' | 'vehicle',
  id: string,
  year: number,
  slug: string,
  locale: Locale,
): Promise<{ lot: LotDetail; path: string }> {
  const lot = form === 'root' ? await getLotById(Number(id)) : await getLotByStockNumber(id);
  if (!lot) notFound();
  // A document request with a wrong slug got its 301 from the web process already (lot-redirect.ts); this is the
  // client-side navigation's redirect (Next answers it with 308).
  const target = lotRedirectTarget({ form, id, year, slug }, lot);
  if (target) permanentRedirect(localizedPath(target, locale));
  return { lot, path: canonicalLotPathFor(form, lot) };
}

export async function lotMetadata(
  lot: LotDetail,
  path: string,
  locale: Locale,
  title: string,
  description: string,
): Promise<Metadata> {
  return buildMetadata({ path, locale, fallback: { title, description }, image: lot.images[0] });
}
