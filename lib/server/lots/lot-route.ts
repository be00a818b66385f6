import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { lotPathOf, vehiclePath } from '@/lib/domain/lot-route';
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
  const name = [lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
  const canonical = form === 'root' ? canonicalLotPath(lot) : vehiclePath(lot.stockNumber, lot.year, name);
  const requested = form === 'root' ? `/${id}-${year}-${slug}` : `/vehicle/${id}-${year}-${slug}`;
  if (requested !== canonical) permanentRedirect(localizedPath(canonical, locale));
  return { lot, path: canonical };
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
