/** @jest-environment node */
// The route draws JSX (components/seo/social-image.tsx): a .tsx test, so jest loads it as an ES module too.
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { lots } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { GET } from './route';

jest.setTimeout(120_000);

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const LOT = 350000101;

const get = (id: string) =>
  GET(new Request(`http://localhost/og/lot/${id}`), { params: Promise.resolve({ id }) });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe.each(testDatabaseKinds())('GET /og/lot/{id} on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  beforeAll(async () => {
    const db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT, currentBidCents: 125_000, buyItNowPriceCents: 650_000 }]);
  });

  test('a 1200 x 630 PNG, cached publicly for minutes', async () => {
    const response = await get(String(LOT));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  test('a lot whose photo is a drawn illustration gets it in the picture', async () => {
    const db = testDb.database.db;
    await db
      .update(lots)
      .set({ images: ['/lot-images/sedan/blue/front-end/1.svg'] })
      .where(eq(lots.id, LOT));
    const response = await get(String(LOT));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  test.each(['123456789', '35000010', 'abc', '3500001010'])(
    '%s: 404 with the JSON error shape',
    async (id) => {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    },
  );
});
