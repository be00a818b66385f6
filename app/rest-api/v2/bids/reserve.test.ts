import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { endSale } from '@/lib/server/auctions/end-sale';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { GET as biddingRoute } from '../lots/[lotId]/bidding/route';

afterAll(() => closeRateLimiters());

const WITH_RESERVE = 311000001;
const NO_RESERVE = 311000002;

async function bidding(lotId: number) {
  const response = await biddingRoute(
    new Request(`http://localhost/rest-api/v2/lots/${lotId}/bidding`, { headers: { host: 'localhost' } }),
    { params: Promise.resolve({ lotId: String(lotId) }) },
  );
  return { status: response.status, text: await response.text() };
}

describe.each(testDatabaseKinds())('the reserve, told (issue 26 §4) on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: WITH_RESERVE, reserveCents: 312_345 }, { id: NO_RESERVE }]);
  });

  test('the bid box tells "not met" and then "met" as the bidding moves, and "none" without a reserve', async () => {
    const before = await bidding(WITH_RESERVE);
    expect(before.status).toBe(200);
    expect(JSON.parse(before.text).data.reserve).toBe('not-met');
    // The amount is never told: neither in dollars nor in cents, under no key.
    expect(before.text).not.toMatch(/3123|reserve(Price|Cents|Amount)/i);
    expect(JSON.parse((await bidding(NO_RESERVE)).text).data.reserve).toBe('none');

    const [ann, bob] = [await registerBidder(db), await registerBidder(db)];
    const low = await postBid(ann, { lotId: WITH_RESERVE, maxBid: 1_000 });
    expect(low.body.data).toMatchObject({ currentBid: 25, reserve: 'not-met', reserveMet: false });

    // A maximum above the reserve lifts the price to the grid step at or above it ($3,123.45 -> $3,150) and says so.
    const high = await postBid(bob, { lotId: WITH_RESERVE, maxBid: 4_000 });
    expect(high.body.data).toMatchObject({
      currentBid: 3_150,
      minimumBid: 3_200,
      highBidder: true,
      reserve: 'met',
      reserveMet: true,
    });
    expect(JSON.parse((await bidding(WITH_RESERVE)).text).data).toMatchObject({
      reserve: 'met',
      currentBid: 3_150,
    });

    // A later bid keeps it met but is not the one that met it.
    const later = await postBid(ann, { lotId: WITH_RESERVE, maxBid: 3_500 });
    expect(later.body.data).toMatchObject({ reserve: 'met', reserveMet: false, highBidder: false });

    const bid = await postBid(ann, { lotId: NO_RESERVE, maxBid: 500 });
    expect(bid.body.data).toMatchObject({ reserve: 'none', reserveMet: false });
  });

  test('a lot whose bidding met the reserve is sold when its sale ends, not left on approval', async () => {
    expect(await endSale(WITH_RESERVE)).toMatchObject({ outcome: 'sold' });
    const [row] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, WITH_RESERVE));
    expect(row?.status).toBe('sold');
  });
});
