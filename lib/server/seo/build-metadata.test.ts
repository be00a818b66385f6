import { jest } from '@jest/globals';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { setRootOrigin } from '@/test/root-params';
import { buildMetadata } from './build-metadata';
import { landingPageMetadata } from './landing-metadata';

jest.setTimeout(60_000);

const ORIGIN = 'http://192.168.1.20:3000';
const fallback = { title: 'About us', description: 'Who we are.' };

/** The hreflang links as a crawler reads them: each alternate made absolute on the page's metadataBase. */
function hreflang(metadata: Metadata): Record<string, string> | undefined {
  const languages = metadata.alternates?.languages as Record<string, string> | undefined;
  if (!languages) return undefined;
  const base = metadata.metadataBase!;
  return Object.fromEntries(
    Object.entries(languages).map(([lang, path]) => [lang, new URL(path, base).toString()]),
  );
}

describe.each(testDatabaseKinds())('page metadata on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  beforeAll(async () => {
    setRootOrigin(ORIGIN);
    await testDb.database.db.insert(pageMetadata).values([{ path: '/hidden', locale: 'en', noindex: true }]);
  });

  test('a content page names every locale, its own included, and x-default, on the request origin', async () => {
    const metadata = await buildMetadata({ path: '/about-us', locale: 'en', fallback });
    expect(new URL(String(metadata.metadataBase)).origin).toBe(ORIGIN);
    expect(metadata.alternates?.canonical).toBe('/about-us');
    expect(hreflang(metadata)).toEqual({
      en: `${ORIGIN}/about-us`,
      ru: `${ORIGIN}/ru/about-us`,
      es: `${ORIGIN}/es/about-us`,
      pl: `${ORIGIN}/pl/about-us`,
      ar: `${ORIGIN}/ar/about-us`,
      'x-default': `${ORIGIN}/about-us`,
    });
  });

  test('an /ar page refers to itself too (Arabic is out of the switcher, not out of the site)', async () => {
    const metadata = await buildMetadata({ path: '/', locale: 'ar', fallback });
    expect(metadata.alternates?.canonical).toBe('/ar');
    expect(hreflang(metadata)).toMatchObject({
      ar: `${ORIGIN}/ar`,
      en: `${ORIGIN}/`,
      'x-default': `${ORIGIN}/`,
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'ar_SA', url: '/ar' });
  });

  test('a landing page names itself alone: its path under any other locale answers 404', async () => {
    const ru = await landingPageMetadata('ru-iaai');
    expect(new URL(String(ru.metadataBase)).origin).toBe(ORIGIN);
    expect(ru.alternates?.canonical).toBe('/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai');
    expect(hreflang(ru)).toEqual({ ru: `${ORIGIN}/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai` });
    const ar = await landingPageMetadata('ar-iaa');
    expect(hreflang(ar)).toEqual({ ar: `${ORIGIN}/ar/buying-cars-at-iaa-online-auction` });
    expect(hreflang(await landingPageMetadata('salvage-auto-auction'))).toEqual({
      en: `${ORIGIN}/salvage-auto-auction`,
    });
  });

  test('a noindex page, by its caller or by the lookup, names no alternates', async () => {
    const byCaller = await buildMetadata({ path: '/search/q-honda', locale: 'es', fallback, noindex: true });
    expect(byCaller.robots).toEqual({ index: false, follow: true });
    expect(byCaller.alternates?.languages).toBeUndefined();
    const byLookup = await buildMetadata({ path: '/hidden', locale: 'en', fallback });
    expect(byLookup.alternates?.languages).toBeUndefined();
  });

  test('a raster social image: og:image with its size, and a large Twitter card', async () => {
    const image = { url: '/og/home/es', width: 1200, height: 630, alt: 'Subastas' };
    const metadata = await buildMetadata({ path: '/', locale: 'es', fallback, image });
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
    const plain = await buildMetadata({ path: '/about-us', locale: 'es', fallback });
    expect(plain.twitter).toMatchObject({ card: 'summary' });
  });
});
