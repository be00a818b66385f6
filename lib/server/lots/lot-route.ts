import { soldLotIndexable } from '@/lib/domain/price-history';
import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { canonicalLotPath, lotRedirectTarget } from '@/lib/domain/lot-canonical';
import { ogImageUrl, PHOTO_OG_SIZE, type PhotoRef } from '@/lib/domain/lot-photos';
import { lotSocialImagePath, SOCIAL_IMAGE_SIZE } from '@/lib/domain/social-image';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '../seo/build-metadata';
import { getLotById, getLotByStockNumber, type LotDetail } from './get-lot';

/**
 * The lot of a lot URL, or the 404 page; a wrong year or title slug, and every /vehicle/{stock}-... URL, redirects
 * permanently to the one canonical URL, the root form. `path` is that canonical path (no locale prefix).
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
  // A document request got its 301 from the web process already (lot-redirect.ts); this is the client-side
  // navigation's redirect (Next answers it with 308), and every request's in a process started without server.ts.
  const target = lotRedirectTarget({ form, id, year, slug }, lot);
  if (target) permanentRedirect(localizedPath(target, locale));
  return { lot, path: canonicalLotPath(lot) };
}

/**
 * A lot page's metadata: canonical (and hreflang) on the root form whichever form was asked for, and for og:image and
 * a large Twitter card the cover photo's JPEG, or for a lot without photos its drawn social image (app/og/lot).
 */
export async function lotMetadata(
  lot: LotDetail,
  locale: Locale,
  title: string,
  description: string,
  cover: PhotoRef | null = null,
): Promise<Metadata> {
  const image = cover
    ? { url: ogImageUrl(cover), ...PHOTO_OG_SIZE, alt: title }
    : { url: lotSocialImagePath(lot.id), ...SOCIAL_IMAGE_SIZE, alt: title };
  // A sold lot stays on the site with its result; search engines are asked to drop it 90 days after the sale.
  const noindex = lot.soldAt !== null && !soldLotIndexable(lot.soldAt, new Date());
  return buildMetadata({
    path: canonicalLotPath(lot),
    locale,
    fallback: { title, description },
    image,
    noindex,
  });
}
