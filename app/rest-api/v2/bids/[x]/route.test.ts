import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { endSale } from '@/lib/server/auctions/end-sale';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, type TestMember } from '@/test/members';
import { GET } from './route';

afterAll(() => closeRateLimiters());

const OPEN = 350000001;
const SOLD = 350000002;
const BUY_NOW = 350000003;

async function getList(member: TestMember | null, list: string, query = '') {
  const request = jsonRequest(`/rest-api/v2/bids/${list}${query}`, {
    method: 'GET',
    cookie: member?.cookie,
  });
  const response = await GET(request, { params: Promise.resolve({ x: list }) });
  return { status: response.status, body: await response.json() };
}

describe.each(testDatabaseKinds())('GET /rest-api/v2/bids/{x} on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let ann: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: OPEN }, { id: SOLD }, { id: BUY_NOW, buyItNowPriceCents: 300_000 }]);
    [ann, ben] = [await registerBidder(db), await registerBidder(db)];
    // Ann leads on OPEN; Ben is outbid there. Ben wins SOLD over Ann. Ann bought BUY_NOW, where Ben had bid.
    await postBid(ann, { lotId: OPEN, maxBid: 2_000 });
    await postBid(ben, { lotId: OPEN, maxBid: 1_500 });
    await postBid(ann, { lotId: SOLD, maxBid: 1_000 });
    await postBid(ben, { lotId: SOLD, maxBid: 1_200 });
    await endSale(SOLD);
    await postBid(ben, { lotId: BUY_NOW, maxBid: 500 });
    expect(await postBuyNow(ann, BUY_NOW)).toMatchObject({ status: 200 });
  });

  test('401 signed out', async () => {
    expect(await getList(null, 'current')).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized' } },
    });
  });

  test('an unknown list or a bad page is refused with 422 naming the field', async () => {
    const refused = (fields: Record<string, string>) => ({
      status: 422,
      body: { error: { code: 'invalid_input', message: expect.any(String), fields } },
    });
    expect(await getList(ann, 'mine')).toMatchObject(refused({ x: 'bidListInvalid' }));
    expect(await getList(ann, 'current', '?page=0')).toMatchObject(refused({ page: 'pageInvalid' }));
    expect(await getList(ann, 'current', '?page=two')).toMatchObject(refused({ page: 'pageInvalid' }));
    expect(await getList(ann, 'current', '?page=1.5')).toMatchObject(refused({ page: 'pageInvalid' }));
    expect(await getList(ann, 'current', '?page_size=500')).toMatchObject(
      refused({ page_size: 'pageSizeInvalid' }),
    );
  });

  test('current: open lots with the member leading or outbid', async () => {
    const annCurrent = await getList(ann, 'current');
    expect(annCurrent).toMatchObject({ status: 200, body: { data: { total: 1, page: 1, pageSize: 20 } } });
    expect(annCurrent.body.data.items).toEqual([
      expect.objectContaining({
        lotId: OPEN,
        status: 'leading',
        maxBid: 2_000,
        currentBid: 1_550,
        minimumBid: 1_600,
        path: `/${OPEN}-2018-honda-accord`,
        timeZone: 'America/Chicago',
      }),
    ]);
    const benCurrent = await getList(ben, 'current');
    expect(benCurrent.body.data.items).toEqual([
      expect.objectContaining({ lotId: OPEN, status: 'outbid', maxBid: 1_500 }),
    ]);
  });

  test('won, lost and bought after the sales ended', async () => {
    expect((await getList(ben, 'won')).body.data.items).toEqual([
      expect.objectContaining({ lotId: SOLD, status: 'won', finalPrice: 1_050 }),
    ]);
    const annLost = (await getList(ann, 'lost')).body.data.items;
    expect(annLost).toEqual([expect.objectContaining({ lotId: SOLD, status: 'lost', finalPrice: 1_050 })]);
    const benLost = (await getList(ben, 'lost')).body.data.items;
    expect(benLost.map((b: { lotId: number }) => b.lotId)).toEqual([BUY_NOW]);
    expect((await getList(ann, 'bought')).body.data.items).toEqual([
      expect.objectContaining({ lotId: BUY_NOW, status: 'bought', finalPrice: 3_000 }),
    ]);
    expect((await getList(ann, 'won')).body.data.items).toEqual([]);
  });

  test('pages', async () => {
    const second = await getList(ann, 'current', '?page=2&page_size=1');
    expect(second).toMatchObject({
      status: 200,
      body: { data: { total: 1, page: 2, pageSize: 1, items: [] } },
    });
  });

  test('a lot withdrawn from sale is lost to its leader and to the outbid alike', async () => {
    await db
      .update(lots)
      .set({ status: 'withdrawn', withdrawnReason: 'Owner retained', withdrawnAt: new Date() })
      .where(eq(lots.id, OPEN));
    expect((await getList(ann, 'current')).body.data.items).toEqual([]);
    const annLost = (await getList(ann, 'lost')).body.data.items;
    expect(annLost).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lotId: OPEN, status: 'lost', lotStatus: 'withdrawn' }),
      ]),
    );
    const benLost = (await getList(ben, 'lost')).body.data.items.map((b: { lotId: number }) => b.lotId);
    expect(benLost).toContain(OPEN);
  });
});
