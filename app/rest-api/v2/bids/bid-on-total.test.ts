import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import type { BidResultWire } from '@/lib/schemas/bids';
import { postBid, registerBidder, type Answer } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';

afterAll(() => closeRateLimiters());

/** The answer's data as the wire has it (whole dollars). */
const placed = (answer: Answer) => answer.body.data as BidResultWire;

const LOT = 313000001;
const SHIPPED = 313000002;
const TIERS = 313000003;
const LOW = 313000004;

describe.each(testDatabaseKinds())('bid on the total (issue 26 §1) on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT }, { id: SHIPPED }, { id: TIERS }, { id: LOW }]);
  });

  test('the server places the largest maximum whose total at the member tier stays within it, with the breakdown', async () => {
    const ann = await registerBidder(db, { depositCents: 200_000 });
    const { status, body } = await postBid(ann, { lotId: LOT, maxTotal: 5_000 });
    expect(status).toBe(200);
    // Starter: $4,400 + 9% ($396) + $95 + $94 = $4,985; $4,450 would come to $5,040.
    expect(body.data).toMatchObject({
      maxBid: 4_400,
      highBidder: true,
      total: {
        maxTotal: 5_000,
        bid: 4_400,
        buyerFee: 396,
        documentationFee: 95,
        otherFees: 94,
        shipping: null,
        total: 4_985,
      },
    });
  });

  test('with shipping chosen, the estimate is part of the total (and of the breakdown)', async () => {
    const bob = await registerBidder(db, { depositCents: 200_000 });
    const answer = await postBid(bob, {
      lotId: SHIPPED,
      maxTotal: 5_000,
      shipping: { zip: '90210' },
    });
    expect(answer.status).toBe(200);
    const total = placed(answer).total!;
    expect(total.shipping).toBeGreaterThan(1_000);
    const shipping = total.shipping!;
    expect(total.bid + total.buyerFee + total.documentationFee + total.otherFees + shipping).toBe(
      total.total,
    );
    expect(total.total).toBeLessThanOrEqual(5_000);
    expect(placed(answer).maxBid).toBe(total.bid);
    expect(total.bid).toBeLessThan(4_400);
  });

  test('the fees are the member’s own tier: a Premium member gets a higher maximum for the same total', async () => {
    const starter = await registerBidder(db, { depositCents: 200_000 });
    const premium = await registerBidder(db, { depositCents: 200_000, membership: 'premium' });
    const a = await postBid(starter, { lotId: TIERS, maxTotal: 8_000 });
    const b = await postBid(premium, { lotId: TIERS, maxTotal: 8_000 });
    expect(placed(a).total?.buyerFee).toBe(Math.ceil(placed(a).maxBid * 0.09));
    expect(placed(b).maxBid).toBeGreaterThan(placed(a).maxBid);
    expect(placed(b).total?.total).toBeLessThanOrEqual(8_000);
    expect(placed(b).total?.buyerFee).toBe(Math.ceil(placed(b).maxBid * 0.06));
  });

  test('a total below what the minimum bid costs all in is refused, naming the least total', async () => {
    const cay = await registerBidder(db);
    // The opening bid ($25) at Starter: $25 + $299 minimum fee + $95 + $94 = $513.
    const { status, body } = await postBid(cay, { lotId: LOW, maxTotal: 512 });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: 'total_below_minimum',
      fields: { maxTotal: 'maxTotalBelowMinimum' },
    });
    expect(body.error?.message).toContain('$513');
    expect((await postBid(cay, { lotId: LOW, maxTotal: 513 })).body.data).toMatchObject({ maxBid: 25 });
  });

  test.each([
    [{ lotId: LOT, maxBid: 1_000, maxTotal: 2_000 }, 'maxBid', 'maxBidOrTotal'],
    [{ lotId: LOT }, 'maxBid', 'maxBidOrTotal'],
    [{ lotId: LOT, maxBid: 1_000, shipping: { zip: '90210' } }, 'shipping', 'shippingOnlyWithTotal'],
    [{ lotId: LOT, maxTotal: -5 }, 'maxTotal', 'maxTotalInvalid'],
    [{ lotId: LOT, maxTotal: 10.5 }, 'maxTotal', 'maxTotalInvalid'],
    [{ lotId: LOT, maxTotal: 3_000_000 }, 'maxTotal', 'maxTotalTooHigh'],
    [{ lotId: LOT, maxTotal: 3_000, shipping: { zip: '1' } }, 'shipping.zip', 'zipInvalid'],
    [{ lotId: LOT, maxTotal: 3_000, shipping: { country: 'ZZ' } }, 'shipping.country', 'countryInvalid'],
  ])('bad input %j is a 422 naming the field', async (body, field, key) => {
    const dee = await registerBidder(db);
    const answer = await postBid(dee, body);
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields?.[field]).toBe(key);
  });

  test('a ZIP the dataset does not know is a 422, and nothing is bid', async () => {
    const eve = await registerBidder(db);
    const answer = await postBid(eve, { lotId: LOW, maxTotal: 3_000, shipping: { zip: '00000' } });
    expect(answer).toMatchObject({ status: 422, body: { error: { fields: { zip: 'zipUnknown' } } } });
  });

  test('an Idempotency-Key replays a total bid; the same key with another total is refused', async () => {
    const fay = await registerBidder(db, { depositCents: 200_000 });
    const key = randomUUID();
    const first = await postBid(fay, { lotId: LOW, maxTotal: 2_000 }, key);
    const again = await postBid(fay, { lotId: LOW, maxTotal: 2_000 }, key);
    expect(again.body).toEqual(first.body);
    const other = await postBid(fay, { lotId: LOW, maxTotal: 2_500 }, key);
    expect(other.body.error?.code).toBe('idempotency_key_reused');
  });
});
