import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { lots } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { setRootOrigin } from '@/test/root-params';
import { getLotById } from './get-lot';
import { lotMetadata, resolveLot } from './lot-route';

jest.setTimeout(60_000);

const LOT = 350000201;
const CANONICAL = `/${LOT}-2018-honda-accord`;

describe.each(testDatabaseKinds())('one canonical URL per lot on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let stockNumber: string;

  beforeAll(async () => {
    setRootOrigin('https://lane.example');
    const db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT, year: 2018 }]);
    const [row] = await db.select({ stockNumber: lots.stockNumber }).from(lots).where(eq(lots.id, LOT));
    stockNumber = row!.stockNumber;
  });

  test('the root form is the lot page itself', async () => {
    const { lot, path } = await resolveLot('root', String(LOT), 2018, 'honda-accord', 'es');
    expect(lot.id).toBe(LOT);
    expect(path).toBe(CANONICAL);
  });

  test('the /vehicle/{stock} form, right title or not, redirects permanently to the root form, locale kept', async () => {
    for (const slug of ['honda-accord', 'wrong']) {
      await expect(resolveLot('vehicle', stockNumber, 2018, slug, 'es')).rejects.toMatchObject({
        digest: expect.stringContaining(`;/es${CANONICAL};308;`),
      });
    }
  });

  test('its metadata: canonical and hreflang on the root form, og:image the raster /og/lot image', async () => {
    const lot = (await getLotById(LOT))!;
    const metadata = await lotMetadata(lot, 'ru', '2018 Honda Accord', 'Front end.');
    expect(metadata.alternates?.canonical).toBe(`/ru${CANONICAL}`);
    expect(metadata.alternates?.languages).toMatchObject({ en: CANONICAL, ar: `/ar${CANONICAL}` });
    const image = { url: `/og/lot/${LOT}`, width: 1200, height: 630, alt: '2018 Honda Accord' };
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
    expect(new URL(String(metadata.metadataBase)).origin).toBe('https://lane.example');
  });

  test('a sold lot is indexed for 90 days after its sale, then asks search engines to drop it', async () => {
    const lot = (await getLotById(LOT))!;
    const day = 86_400_000;
    const recent = await lotMetadata(
      { ...lot, status: 'sold', soldAt: new Date(Date.now() - 89 * day) },
      'en',
      't',
      'd',
    );
    expect(recent.robots).toBeUndefined();
    const old = await lotMetadata(
      { ...lot, status: 'sold', soldAt: new Date(Date.now() - 91 * day) },
      'en',
      't',
      'd',
    );
    expect(old.robots).toEqual({ index: false, follow: true });
    expect(old.alternates?.languages).toBeUndefined();
  });
});
