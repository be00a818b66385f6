import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idReviews, lots, proxyMaximums } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { PNG, uploadRequest } from '@/test/document-files';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, type TestMember } from '@/test/members';
import { registerStaff, type TestStaff } from '@/test/staff';
import { POST as uploadRoute } from '../../v1.0/member/ids/route';
import { POST as approveRoute } from '../admin/verification/[id]/approve/route';
import { POST as rejectRoute } from '../admin/verification/[id]/reject/route';

// The id uploads of this test go under a DATA_DIR of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-id-cap-'));
process.env.DATA_DIR = dataDir;
jest.setTimeout(60_000);
afterAll(async () => {
  await closeRateLimiters();
  rmSync(dataDir, { recursive: true, force: true });
});

const PRE_A = 360000001;
const PRE_B = 360000002;
const PRE_C = 360000003;
const LIVE_A = 360000011;
const LIVE_B = 360000012;
const BIN_UNDER = 360000021;
const BIN_AT = 360000022;
const BIN_OVER = 360000023;
const BIN_HIGH = 360000024;

const refusedForId = { status: 403, body: { error: { code: 'id_not_verified' } } };

/**
 * Business rule (lib/domain/business-rules UNVERIFIED_BID_CAP_CENTS): without an approved id a member may pre-bid,
 * bid live and buy it now up to $2,500 and no more; with one there is no cap. Each bid path, under, at and over.
 */
describe.each(testDatabaseKinds())('the $2,500 cap without an approved id, on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let support: TestStaff;

  const maxOf = async (member: TestMember, lotId: number) => {
    const [row] = await db
      .select({ max: proxyMaximums.maxCents })
      .from(proxyMaximums)
      .where(and(eq(proxyMaximums.memberId, member.memberId), eq(proxyMaximums.lotId, lotId)));
    return row?.max ?? null;
  };
  const statusOf = async (lotId: number) =>
    (await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId)))[0]!.status;

  /** The member uploads an id through the route; its review's id. */
  async function uploadId(member: TestMember): Promise<number> {
    const response = await uploadRoute(
      uploadRequest('/rest-api/v1.0/member/ids', { bytes: PNG, name: 'id.png', cookie: member.cookie }),
      {},
    );
    const { data } = (await response.json()) as { data: { id: number } };
    const [row] = await db
      .select({ id: idReviews.id })
      .from(idReviews)
      .where(eq(idReviews.documentId, data.id));
    return row!.id;
  }
  const decide = async (id: number, verdict: 'approve' | 'reject') => {
    const route = verdict === 'approve' ? approveRoute : rejectRoute;
    const body = verdict === 'approve' ? {} : { reason: 'unreadable' };
    const url = `/rest-api/v2/admin/verification/${id}/${verdict}`;
    const response = await route(jsonRequest(url, { body, cookie: support.cookie }), {
      params: Promise.resolve({ id: String(id) }),
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: PRE_A },
      { id: PRE_B },
      { id: PRE_C },
      { id: LIVE_A, status: 'on-the-block' },
      { id: LIVE_B, status: 'on-the-block' },
      { id: BIN_UNDER, buyItNowPriceCents: 240_000 },
      { id: BIN_AT, buyItNowPriceCents: 250_000 },
      { id: BIN_OVER, buyItNowPriceCents: 252_500 },
      { id: BIN_HIGH, buyItNowPriceCents: 600_000 },
    ]);
    support = await registerStaff(['support']);
  }, 60_000);

  test('pre-bids: under and at $2,500 are taken, over it is a 403 id_not_verified that writes nothing', async () => {
    const member = await registerBidder(db, { idApproved: false });
    expect((await postBid(member, { lotId: PRE_A, maxBid: 2_000 })).status).toBe(200);
    expect((await postBid(member, { lotId: PRE_A, maxBid: 2_500 })).status).toBe(200);
    const over = await postBid(member, { lotId: PRE_A, maxBid: 2_550 });
    expect(over).toMatchObject(refusedForId);
    expect(over.body.error!.message).toContain('$2,500');
    expect(await maxOf(member, PRE_A)).toBe(250_000);
    // A first maximum over the cap is refused too, on any lot.
    expect(await postBid(member, { lotId: PRE_B, maxBid: 10_000 })).toMatchObject(refusedForId);
    expect(await maxOf(member, PRE_B)).toBeNull();
  });

  test('live bids: under and at $2,500 are taken, over it is refused', async () => {
    const member = await registerBidder(db, { idApproved: false });
    expect((await postBid(member, { lotId: LIVE_A, maxBid: 1_000 })).status).toBe(200);
    expect((await postBid(member, { lotId: LIVE_A, maxBid: 2_500 })).status).toBe(200);
    expect(await postBid(member, { lotId: LIVE_A, maxBid: 2_550 })).toMatchObject(refusedForId);
    expect(await maxOf(member, LIVE_A)).toBe(250_000);
  });

  test('buy it now: under and at $2,500 the lot is bought, over it is refused and stays for sale', async () => {
    const [one, two, three] = [
      await registerBidder(db, { idApproved: false }),
      await registerBidder(db, { idApproved: false }),
      await registerBidder(db, { idApproved: false }),
    ];
    expect(await postBuyNow(one, BIN_OVER)).toMatchObject(refusedForId);
    expect(await statusOf(BIN_OVER)).toBe('pre-bidding');
    expect((await postBuyNow(two, BIN_UNDER)).status).toBe(200);
    expect((await postBuyNow(three, BIN_AT)).status).toBe(200);
    expect(await statusOf(BIN_AT)).toBe('bought-now');
  });

  test('a member whose id is approved has no cap on any path', async () => {
    const member = await registerBidder(db, { depositCents: 500_000 });
    expect((await postBid(member, { lotId: PRE_C, maxBid: 9_000 })).status).toBe(200);
    expect((await postBid(member, { lotId: LIVE_B, maxBid: 6_000 })).status).toBe(200);
    expect((await postBuyNow(member, BIN_HIGH)).status).toBe(200);
  });

  test('a pending or rejected id keeps the cap; staff’s approval lifts it at once', async () => {
    const member = await registerBidder(db, { idApproved: false });
    const first = await uploadId(member);
    expect(await postBid(member, { lotId: PRE_B, maxBid: 3_000 })).toMatchObject(refusedForId);
    await decide(first, 'reject');
    expect(await postBid(member, { lotId: PRE_B, maxBid: 3_000 })).toMatchObject(refusedForId);
    await decide(await uploadId(member), 'approve');
    expect(await postBid(member, { lotId: PRE_B, maxBid: 3_000 })).toMatchObject({
      status: 200,
      body: { data: { highBidder: true } },
    });
  });
});
