import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pagePhotos } from '../photos/page-photos';
import type { LotDetail } from './get-lot';
import { lotMetadata, resolveLot } from './lot-route';

/**
 * Title and description of a lot page (vehicle, damage, title, odometer and where it sells), canonical on the root form
 * of its URL, with its raster social image.
 */
export async function lotPageMetadata(
  form: 'root' | 'vehicle',
  id: string,
  year: number,
  slug: string,
  locale: Locale,
): Promise<Metadata> {
  const { lot } = await resolveLot(form, id, year, slug, locale);
  const [damage, title, photos] = await Promise.all([
    getTranslations({ locale, namespace: 'Damage' }),
    getTranslations({ locale, namespace: 'TitleType' }),
    pagePhotos(lot.id),
  ]);
  const name = describe(lot);
  const parts = [
    damage.has(lot.primaryDamage) ? damage(lot.primaryDamage) : lot.primaryDamage,
    `${title.has(lot.titleType) ? title(lot.titleType) : lot.titleType} (${lot.titleState})`,
    `${lot.odometer.toLocaleString('en-US')} mi`,
    `${lot.branch.name}, ${lot.branch.state}`,
  ];
  const cover = photos.find((photo) => photo.isCover) ?? null;
  return lotMetadata(lot, locale, `${name} · ${lot.id}`, `${name}: ${parts.join(' · ')}.`, cover);
}

function describe(lot: LotDetail): string {
  return [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
}
