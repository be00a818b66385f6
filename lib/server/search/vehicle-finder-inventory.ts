import 'server-only';
import { getTranslations } from 'next-intl/server';
import { vehicleFinderGroups, type HeaderLinkGroups } from '@/lib/domain/vehicle-finder-links';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleFinderCounts } from './vehicle-finder';

/** The header's five link groups with labels in `locale` (links without locale prefix). */
export async function vehicleFinderInventory(locale: Locale): Promise<HeaderLinkGroups> {
  const [counts, vehicleType, lossType, titleType] = await Promise.all([
    vehicleFinderCounts(),
    getTranslations({ locale, namespace: 'VehicleType' }),
    getTranslations({ locale, namespace: 'LossType' }),
    getTranslations({ locale, namespace: 'TitleType' }),
  ]);
  const translators = { VehicleType: vehicleType, LossType: lossType, TitleType: titleType };
  return vehicleFinderGroups(counts, (group, key) => {
    const t = translators[group];
    return t.has(key) ? t(key) : key;
  });
}
