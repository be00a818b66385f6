import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, bids, lots, mailOutbox, proxyMaximums } from '@/lib/db/schema';
import { onMemberNotice, type MemberNotice } from '@/lib/live/member-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { GET as listBids } from './[x]/route';

afterAll(() => closeRateLimiters());

const LOT = 310000001;
const PAST_SALE = 310000002;
const SOLD = 310000003;
const ON_BLOCK = 310000004;
const SPARE = [310000011, 310000012, 310000013, 310000014] as const;
const SPANISH = 310000021;
const TWINS = 310000031;
const LIVE_LOT = 310000032;

async function list(member: TestMember, x: string, query = '') {
  const response = await listBids(
    jsonRequest(`/rest-api/v2/bids/${x}${query}`, { method: 'GET', cookie: member.cookie }),
    { params: Promise.resolve({ x }) },
  );
  return { status: response.status, body: await response.json() };
}

describe.each(testDatabaseKinds())('POST /rest-api/v2/bids on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  const notices: { memberId: string; notice: MemberNotice }[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: LOT },
      { id: PAST_SALE, saleDate: new Date('2020-01-01T15:00:00Z') },
      { id: SOLD, status: 'sold' },
      { id: ON_BLOCK, status: 'on-the-block' },
      { id: LIVE_LOT, status: 'on-the-block' },
      ...[...SPARE, SPANISH, TWINS].map((id) => ({ id })),
    ]);
    stopListening = onMemberNotice((memberId, notice) => notices.push({ memberId, notice }));
  });
  afterAll(() => stopListening());

  test('a first maximum opens the lot at the opening bid; a higher one takes the lead and the first is told', async () => {
    const [ann, bob] = [await registerBidder(db), await registerBidder(db)];
    const first = await postBid(ann, { lotId: LOT, maxBid: 1_500 });
    expect(first).toMatchObject({
      status: 200,
      body: {
        data: {
          lotId: LOT,
          maxBid: 1_500,
          currentBid: 25,
          minimumBid: 50,
          highBidder: true,
          status: 'high-bidder',
        },
      },
    });

    const second = await postBid(bob, { lotId: LOT, maxBid: 2_000 }, randomUUID(), '192.168.1.20:3000');
    expect(second.body.data).toMatchObject({
      currentBid: 1_550,
      minimumBid: 1_600,
      highBidder: true,
      bidCount: 2,
    });

    const [lot] = await db.select().from(lots).where(eq(lots.id, LOT));
    expect(lot).toMatchObject({ currentBidCents: 155_000, highBidderId: bob.memberId, bidCount: 2 });
    const ledger = await db.select().from(bids).where(eq(bids.lotId, LOT)).orderBy(asc(bids.id));
    expect(ledger.map((b) => [b.memberId, b.amountCents, b.priceCents, b.highBidderId])).toEqual([
      [ann.memberId, 150_000, 2_500, ann.memberId],
      [bob.memberId, 200_000, 155_000, bob.memberId],
    ]);

    expect(notices).toContainEqual({
      memberId: ann.memberId,
      notice: expect.objectContaining({ kind: 'outbid', lotId: LOT, currentBid: 1_550, minimumBid: 1_600 }),
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, ann.email));
    expect(mails.map((m) => m.template)).toEqual(['bid-outbid']);
    expect(mails[0]!.text).toContain('$1,600');
    // The notice links to the site at the origin the bid that caused it came to (no BASE_URL here).
    expect(mails[0]!.text).toMatch(new RegExp(`http://192\\.168\\.1\\.20:3000/${LOT}-`));

    // A lower challenger is acknowledged but stays outbid; the leader's proxy answers one increment above it.
    const carl = await registerBidder(db);
    const third = await postBid(carl, { lotId: LOT, maxBid: 1_800 });
    expect(third.body.data).toMatchObject({ currentBid: 1_850, highBidder: false, status: 'outbid' });
    expect(await list(carl, 'current')).toMatchObject({
      status: 200,
      body: {
        data: { total: 1, items: [{ lotId: LOT, status: 'outbid', maxBid: 1_800, currentBid: 1_850 }] },
      },
    });
    expect((await list(bob, 'current')).body.data.items[0]).toMatchObject({
      status: 'leading',
      maxBid: 2_000,
    });
  });

  test('refuses amounts below the minimum, off the increment grid, and a leader not raising their maximum', async () => {
    const [dan, eve] = [await registerBidder(db), await registerBidder(db)];
    await postBid(dan, { lotId: SPARE[0], maxBid: 1_000 });

    const low = await postBid(eve, { lotId: SPARE[0], maxBid: 25 });
    expect(low).toMatchObject({ status: 409, body: { error: { code: 'bid_below_minimum' } } });
    expect(low.body.error!.message).toContain('$50');

    const offGrid = await postBid(eve, { lotId: SPARE[0], maxBid: 1_025 });
    expect(offGrid).toMatchObject({
      status: 422,
      body: { error: { code: 'bid_not_on_increment', fields: { maxBid: 'maxBidNotOnIncrement' } } },
    });

    const same = await postBid(dan, { lotId: SPARE[0], maxBid: 1_000 });
    expect(same).toMatchObject({ status: 409, body: { error: { code: 'max_not_raised' } } });

    const raised = await postBid(dan, { lotId: SPARE[0], maxBid: 1_200 });
    expect(raised.body.data).toMatchObject({ maxBid: 1_200, currentBid: 25, highBidder: true });
  });

  test('refuses a lot that is not open: sale started, sold, unknown', async () => {
    const fay = await registerBidder(db);
    for (const lotId of [PAST_SALE, SOLD]) {
      expect(await postBid(fay, { lotId, maxBid: 100 })).toMatchObject({
        status: 409,
        body: { error: { code: 'lot_not_open' } },
      });
    }
    expect(await postBid(fay, { lotId: 399999999, maxBid: 100 })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
  });

  test('live bidding on the block needs Starter or above; a Guest may pre-bid', async () => {
    const guest = await registerBidder(db, { membership: 'guest' });
    expect(await postBid(guest, { lotId: ON_BLOCK, maxBid: 100 })).toMatchObject({
      status: 403,
      body: { error: { code: 'membership_not_allowed' } },
    });
    expect((await postBid(guest, { lotId: SPARE[1], maxBid: 100 })).status).toBe(200);

    const starter = await registerBidder(db, { membership: 'starter' });
    expect((await postBid(starter, { lotId: ON_BLOCK, maxBid: 100 })).body.data).toMatchObject({
      highBidder: true,
    });
    const [row] = await db
      .select({ kind: bids.kind })
      .from(bids)
      .where(and(eq(bids.lotId, ON_BLOCK), eq(bids.memberId, starter.memberId)));
    expect(row?.kind).toBe('live');
  });

  test('a live bid after the countdown ran out is refused, even before the clock has sold the lot', async () => {
    const [auction] = await db
      .insert(auctions)
      .values({
        branchId: 1,
        lane: 'A',
        startsAt: new Date(Date.now() - 60_000),
        status: 'live',
        currentLotId: LIVE_LOT,
        countdownEndsAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: auctions.id });
    await db.update(lots).set({ auctionId: auction!.id, lane: 'A' }).where(eq(lots.id, LIVE_LOT));
    const starter = await registerBidder(db, { membership: 'starter' });
    expect((await postBid(starter, { lotId: LIVE_LOT, maxBid: 100 })).status).toBe(200);

    await db
      .update(auctions)
      .set({ countdownEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(auctions.id, auction!.id));
    const late = await registerBidder(db, { membership: 'starter' });
    expect(await postBid(late, { lotId: LIVE_LOT, maxBid: 500 })).toMatchObject({
      status: 409,
      body: {
        error: { code: 'lot_not_open', message: 'The countdown has run out: this lot is being sold.' },
      },
    });
    const [lot] = await db.select({ leader: lots.highBidderId }).from(lots).where(eq(lots.id, LIVE_LOT));
    expect(lot?.leader).toBe(starter.memberId);
  });

  test('a Guest bids on at most three lots at once', async () => {
    const guest = await registerBidder(db, { membership: 'guest' });
    for (const lotId of SPARE.slice(0, 3)) {
      const answer = await postBid(guest, { lotId, maxBid: 2_000 });
      expect([lotId, answer.status]).toEqual([lotId, 200]);
    }
    expect(await postBid(guest, { lotId: SPARE[3], maxBid: 2_000 })).toMatchObject({
      status: 403,
      body: { error: { code: 'active_bids_limit' } },
    });
    // Raising a maximum on a lot already counted is not a new lot.
    expect((await postBid(guest, { lotId: SPARE[2], maxBid: 2_500 })).status).toBe(200);
  });

  test('buying power: 10 x the held deposits minus the leading maximums elsewhere', async () => {
    const poor = await registerBidder(db, { depositCents: 0 });
    expect(await postBid(poor, { lotId: SPARE[3], maxBid: 100 })).toMatchObject({
      status: 403,
      body: { error: { code: 'over_buying_power', fields: { maxBid: 'maxBidOverBuyingPower' } } },
    });

    const gus = await registerBidder(db, { depositCents: 60_000 }); // $6,000 of buying power
    expect((await postBid(gus, { lotId: SPARE[3], maxBid: 4_000 })).status).toBe(200);
    // $4,000 leads on SPARE[3] and holds what winning at it costs: $4,000 + the 9% buyer fee ($360) + $189 of fixed
    // fees = $4,549, so $1,451 is left for another lot, and a maximum counts with its own fees...
    const over = await postBid(gus, { lotId: SPARE[1], maxBid: 1_000 });
    expect(over).toMatchObject({ status: 403, body: { error: { code: 'over_buying_power' } } });
    expect(over.body.error!.message).toContain('$1,451');
    expect(over.body.error!.message).toContain('$1,488'); // $1,000 + $299 minimum fee + $189
    // ...but raising the maximum on the lot it leads counts that lot's own commitment as free: up to $5,000 ($5,639
    // with fees) fits the $6,000, a $6,000 maximum ($6,729 with fees) does not.
    expect((await postBid(gus, { lotId: SPARE[3], maxBid: 6_000 })).status).toBe(403);
    expect((await postBid(gus, { lotId: SPARE[3], maxBid: 5_000 })).status).toBe(200);
  });

  test('terms not accepted: refused', async () => {
    const fresh = await registerMember();
    expect(await postBid(fresh, { lotId: SPARE[3], maxBid: 100 })).toMatchObject({
      status: 403,
      body: { error: { code: 'terms_not_accepted' } },
    });
  });

  test('an Idempotency-Key replays the first answer; reused with other content it is refused', async () => {
    const hal = await registerBidder(db);
    const key = 'key-replay-0001';
    const first = await postBid(hal, { lotId: SPARE[2], maxBid: 3_000 }, key);
    expect(first.status).toBe(200);
    const again = await postBid(hal, { lotId: SPARE[2], maxBid: 3_000 }, key);
    expect(again).toEqual(first);
    const count = await db
      .select()
      .from(proxyMaximums)
      .where(and(eq(proxyMaximums.memberId, hal.memberId), eq(proxyMaximums.lotId, SPARE[2])));
    expect(count).toHaveLength(1);
    expect(await postBid(hal, { lotId: SPARE[2], maxBid: 3_500 }, key)).toMatchObject({
      status: 422,
      body: {
        error: { code: 'idempotency_key_reused', fields: { 'Idempotency-Key': 'idempotencyKeyReused' } },
      },
    });

    // A refusal is an answer too: replaying its key gives the same refusal.
    const refusedKey = 'key-replay-0002';
    const refused = await postBid(hal, { lotId: SOLD, maxBid: 100 }, refusedKey);
    expect(await postBid(hal, { lotId: SOLD, maxBid: 100 }, refusedKey)).toEqual(refused);
  });

  test('a double click (the same key sent twice at once) makes one bid, and both get its answer', async () => {
    const kim = await registerBidder(db);
    const key = 'key-twins-0001';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postBid(kim, { lotId: TWINS, maxBid: 2_000 }, key)),
    );
    expect(answers[0]!.status).toBe(200);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const made = await db
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.memberId, kim.memberId), eq(bids.lotId, TWINS)));
    expect(made).toEqual([{ id: (answers[0]!.body.data as { bidId: number }).bidId }]);
  });

  test('bad input: no key, bad key, bad JSON, bad fields; nothing is written', async () => {
    const ivy = await registerBidder(db);
    expect(await postBid(ivy, { lotId: LOT, maxBid: 5_000 }, null)).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { 'Idempotency-Key': 'idempotencyKeyMissing' } } },
    });
    expect(await postBid(ivy, { lotId: LOT, maxBid: 5_000 }, 'short')).toMatchObject({
      status: 422,
      body: { error: { fields: { 'Idempotency-Key': 'idempotencyKeyInvalid' } } },
    });
    expect(await postBid(ivy, '{"lotId": 3100', undefined)).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_json' } },
    });
    expect(await postBid(ivy, { lotId: 'abc', maxBid: 12.5 })).toMatchObject({
      status: 422,
      body: { error: { fields: { lotId: 'lotIdInvalid', maxBid: 'maxBidInvalid' } } },
    });
    expect(await postBid(ivy, { lotId: LOT, maxBid: 2_000_000 })).toMatchObject({
      status: 422,
      body: { error: { fields: { maxBid: 'maxBidTooHigh' } } },
    });
    const written = await db.select().from(bids).where(eq(bids.memberId, ivy.memberId));
    expect(written).toEqual([]);
  });

  test('GET bids/{x}: unknown list and bad paging are 422', async () => {
    const jan = await registerBidder(db);
    expect(await list(jan, 'winning')).toMatchObject({
      status: 422,
      body: { error: { fields: { x: 'bidListInvalid' } } },
    });
    expect(await list(jan, 'current', '?page=0')).toMatchObject({
      status: 422,
      body: { error: { fields: { page: 'pageInvalid' } } },
    });
    expect(await list(jan, 'won')).toMatchObject({
      status: 200,
      body: { data: { items: [], total: 0, page: 1 } },
    });
  });

  test('a member who bid from a Spanish page is told in Spanish', async () => {
    const [kim, lee] = [await registerBidder(db), await registerBidder(db)];
    await postBid(kim, { lotId: SPANISH, maxBid: 900, locale: 'es' });
    await postBid(lee, { lotId: SPANISH, maxBid: 950 });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, kim.email));
    expect(mail?.template).toBe('bid-outbid');
    expect(mail?.text).toContain('$925');
    expect(mail?.text).not.toContain('Someone bid more than your maximum');
  });
});
