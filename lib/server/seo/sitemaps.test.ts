import { jest } from '@jest/globals';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { branches, lots, pageMetadata } from '@/lib/db/schema';
import { LOCALES } from '@/lib/domain/locales';
import { clearCachedCounts } from '@/lib/server/search/search-cache';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { GET as robotsRoute } from '@/app/robots.txt/route';
import { GET as indexRoute } from '@/app/sitemap.xml/route';
import { GET as fileRoute } from '@/app/sitemaps/[file]/route';
import { escapeXml } from './sitemap-xml';
import { createSitemaps, robotsTxt, URLS_PER_SITEMAP } from './sitemaps';

jest.setTimeout(60_000);

const ORIGIN = 'https://yard.example:8443';
const HONDAS = [330000001, 330000002, 330000003];
const TOYOTAS = [330000004, 330000005];
const SOLD_FORDS = [330000006];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const hrefs = (xml: string) => [...xml.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const urlEntries = (xml: string) => [...xml.matchAll(/<url>.*?<\/url>/g)].map((m) => m[0]);
const fileName = (loc: string) => loc.slice(`${ORIGIN}/sitemaps/`.length);

/** Every URL of every file the index lists (the files read in the index's order). */
async function everyUrl(sitemaps: ReturnType<typeof createSitemaps>) {
  const files = locs(await sitemaps.indexXml(ORIGIN)).map(fileName);
  const bodies = await Promise.all(files.map((f) => sitemaps.fileXml(ORIGIN, f)));
  return { files, bodies: bodies.map((b) => b!), urls: bodies.flatMap((b) => locs(b!)) };
}

describe.each(testDatabaseKinds())('the sitemaps on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db); // branch 1, Dallas, TX
    await db.insert(branches).values({
      id: 2,
      name: 'Miami',
      city: 'Miami',
      state: 'FL',
      zip: '33101',
      timeZone: 'America/New_York',
      lanes: ['A'],
      latitude: 25.76,
      longitude: -80.19,
    });
    await insertTestLots(db, [
      ...HONDAS.map((id) => ({ id })),
      ...TOYOTAS.map((id) => ({ id })),
      ...SOLD_FORDS.map((id) => ({ id, status: 'sold' as const })),
    ]);
    // Toyotas stand in Florida under a Texas title; the Ford is sold.
    await db
      .update(lots)
      .set({ make: 'Toyota', makeSlug: 'toyota', model: 'Camry', modelSlug: 'camry', branchId: 2 })
      .where(inArray(lots.id, TOYOTAS));
    await db
      .update(lots)
      .set({ make: 'Ford', makeSlug: 'ford', model: 'F-150', modelSlug: 'f-150', lossType: 'fire' })
      .where(inArray(lots.id, SOLD_FORDS));
    await clearCachedCounts();
  });

  test('the index lists every file, each answers, and a lots file holds at most the limit', async () => {
    const sitemaps = createSitemaps({ urlsPerFile: 2, cacheMs: 0 });
    const { files, bodies } = await everyUrl(sitemaps);
    const lotFiles = files.filter((f) => f.startsWith('lots-'));
    expect(lotFiles).toEqual(['lots-1.xml', 'lots-2.xml', 'lots-3.xml']); // 5 open lots, 2 a file
    expect(files.filter((f) => f.startsWith('pages-')).length).toBeGreaterThan(1);
    expect(files.filter((f) => f.startsWith('search-')).length).toBeGreaterThan(1);
    for (const body of bodies) expect(locs(body).length).toBeLessThanOrEqual(2);
    const lotUrls = bodies.filter((_, i) => files[i]!.startsWith('lots-')).flatMap(locs);
    expect(lotUrls).toEqual([
      ...HONDAS.map((id) => `${ORIGIN}/${id}-2018-honda-accord`),
      ...TOYOTAS.map((id) => `${ORIGIN}/${id}-2018-toyota-camry`),
    ]);
    expect(await sitemaps.fileXml(ORIGIN, 'lots-4.xml')).toBeNull();
    expect(URLS_PER_SITEMAP).toBe(50_000);
  });

  test('every URL and alternate is absolute on the origin asked', async () => {
    const { bodies } = await everyUrl(createSitemaps({ cacheMs: 0 }));
    const all = bodies.flatMap((b) => [...locs(b), ...hrefs(b)]);
    expect(all.length).toBeGreaterThan(100);
    for (const url of all) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  test('content pages, the FAQ and its topics appear in all five locales; landing pages once, in their language', async () => {
    const { urls } = await everyUrl(createSitemaps({ cacheMs: 0 }));
    const inLocales = (path: string) =>
      LOCALES.map(
        (l) => `${ORIGIN}${l === 'en' ? '' : `/${l}`}${path === '/' ? (l === 'en' ? '/' : '') : path}`,
      );
    for (const path of [
      '/',
      '/about-us',
      '/terms',
      '/salvagelane-reviews',
      '/search/live-auctions',
      '/faq',
      '/faq/bidding',
      '/faq/shipping',
      '/collision',
    ])
      for (const url of inLocales(path)) expect(urls).toContain(url);
    expect(urls).toContain(`${ORIGIN}/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai`);
    expect(urls).toContain(`${ORIGIN}/salvage-auto-auction`);
    expect(urls).not.toContain(`${ORIGIN}/es/salvage-auto-auction`);
    for (const hidden of ['/login', '/online-auto-auctions-register', '/myaccount', '/es/login'])
      expect(urls).not.toContain(`${ORIGIN}${hidden}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('search pages are listed where open lots are: makes, make + model, state where the lot stands, title, damage', async () => {
    const { urls } = await everyUrl(createSitemaps({ cacheMs: 0 }));
    for (const path of [
      '/search',
      '/salvage-honda',
      '/salvage-toyota',
      '/salvage-honda-accord',
      '/salvage-toyota-camry',
      '/salvage-cars',
      '/search/location-state-tx',
      '/search/location-state-fl',
      '/search/title-name-salvage',
      '/collision',
    ])
      for (const prefix of ['', '/pl']) expect(urls).toContain(`${ORIGIN}${prefix}${path}`);
    for (const absent of [
      '/salvage-ford',
      '/salvage-ford-f-150',
      '/salvage-motorcycles',
      '/fire-damage',
      '/search/buy-it-now',
    ])
      expect(urls).not.toContain(`${ORIGIN}${absent}`);
  });

  test('every URL with alternates names itself among them, x-default too; a landing page only itself', async () => {
    const { bodies } = await everyUrl(createSitemaps({ cacheMs: 0 }));
    const entries = bodies.flatMap(urlEntries).filter((e) => e.includes('xhtml:link'));
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) expect(hrefs(entry)).toContain(locs(entry)[0]);
    const arabic = entries.find((e) => locs(e)[0] === `${ORIGIN}/ar/about-us`)!;
    expect(arabic).toContain(`hreflang="ar" href="${ORIGIN}/ar/about-us"`);
    expect(arabic).toContain(`hreflang="x-default" href="${ORIGIN}/about-us"`);
    const landing = entries.find(
      (e) => locs(e)[0] === `${ORIGIN}/es/buying-cars-at-iaa-online-auction-for-latin-america`,
    )!;
    expect(hrefs(landing)).toEqual([`${ORIGIN}/es/buying-cars-at-iaa-online-auction-for-latin-america`]);
  });

  test('every lot URL carries its last change', async () => {
    const { files, bodies } = await everyUrl(createSitemaps({ cacheMs: 0 }));
    const entries = bodies.filter((_, i) => files[i]!.startsWith('lots-')).flatMap(urlEntries);
    expect(entries).toHaveLength(HONDAS.length + TOYOTAS.length);
    const [row] = await db
      .select({ updatedAt: lots.updatedAt })
      .from(lots)
      .where(inArray(lots.id, [HONDAS[0]!]));
    expect(entries[0]).toContain(`<lastmod>${row!.updatedAt.toISOString()}</lastmod>`);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  test('a page the lookup marks noindex, or canonical elsewhere, is left out', async () => {
    await db.insert(pageMetadata).values([
      { path: '/about-us', locale: 'es', noindex: true },
      { path: '/videos', locale: 'ru', canonical: '/videos' },
      { path: '/membership', locale: 'en', canonical: '/membership' },
    ]);
    try {
      const { urls } = await everyUrl(createSitemaps({ cacheMs: 0 }));
      expect(urls).not.toContain(`${ORIGIN}/es/about-us`);
      expect(urls).toContain(`${ORIGIN}/ru/about-us`);
      expect(urls).not.toContain(`${ORIGIN}/ru/videos`);
      expect(urls).toContain(`${ORIGIN}/membership`);
    } finally {
      await db
        .delete(pageMetadata)
        .where(inArray(pageMetadata.path, ['/about-us', '/videos', '/membership']));
    }
  });

  test('the routes answer on the request origin; an unknown file is 404', async () => {
    await clearCachedCounts();
    const request = (path: string) =>
      new Request(`http://shop.example:3000${path}`, { headers: { host: 'shop.example:3000' } });
    const index = await indexRoute(request('/sitemap.xml'), {});
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const files = locs(await index.text());
    expect(files).toEqual([
      'http://shop.example:3000/sitemaps/pages-1.xml',
      'http://shop.example:3000/sitemaps/search-1.xml',
      'http://shop.example:3000/sitemaps/lots-1.xml',
    ]);
    const context = (file: string) => ({ params: Promise.resolve({ file }) });
    const lotsFile = await fileRoute(request('/sitemaps/lots-1.xml'), context('lots-1.xml'));
    expect(lotsFile.status).toBe(200);
    expect(locs(await lotsFile.text())[0]).toBe(`http://shop.example:3000/${HONDAS[0]}-2018-honda-accord`);
    for (const unknown of [
      'lots-2.xml',
      'lots-0.xml',
      'pages.xml',
      'search-2.xml',
      'other-1.xml',
      'lots-1.xml.gz',
    ]) {
      expect((await fileRoute(request(`/sitemaps/${unknown}`), context(unknown))).status).toBe(404);
    }
    const robots = await (await robotsRoute(request('/robots.txt'))).text();
    expect(robots).toContain('Sitemap: http://shop.example:3000/sitemap.xml');
  });
});

describe('robots.txt and XML escaping', () => {
  test('robots.txt closes the member, admin and API paths and names the sitemap index on the origin', () => {
    const lines = robotsTxt('https://yard.example').split('\n');
    for (const path of ['/myaccount', '/*/myaccount', '/admin', '/rest-api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://yard.example/sitemap.xml');
  });

  test('every XML special character is escaped', () => {
    expect(escapeXml(`/a?b=1&c=<d>"e"'f'`)).toBe('/a?b=1&amp;c=&lt;d&gt;&quot;e&quot;&apos;f&apos;');
  });
});
