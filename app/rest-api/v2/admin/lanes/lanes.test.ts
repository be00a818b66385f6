import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { Db } from '@/lib/db/client';
import { advanceAuction } from '@/lib/server/auctions/advance-auction';
import { clockSettings } from '@/lib/server/auctions/clock-settings';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestAuction } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { registerStaff } from '@/test/staff';
import { GET as getLane } from './[id]/route';
import { POST as pauseRoute } from './[id]/pause/route';
import { POST as resumeRoute } from './[id]/resume/route';
import { POST as skipRoute } from './[id]/skip/route';
import { GET as listLanes } from './route';

jest.setTimeout(60_000);
afterAll(async () => {
  await noticesSent();
  await closeRateLimiters();
});

const BASE = '/rest-api/v2/admin/lanes';
type Answer = {
  status: number;
  body: {
    data?: Record<string, unknown>;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
};
const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Answer['body'],
});
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const ROUTES = { pause: pauseRoute, resume: resumeRoute, skip: skipRoute };

/** POST .../lanes/{id}/{command}: `body` as JSON (a string is sent as it is; undefined: no body at all). */
async function post(
  who: TestMember | null,
  command: keyof typeof ROUTES,
  id: number | string,
  body?: unknown,
  key: string | null = randomUUID(),
): Promise<Answer> {
  const request = jsonRequest(`${BASE}/${id}/${command}`, { body, cookie: who?.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answer(await ROUTES[command](request, params(id)));
}
const get = async (who: TestMember | null, id: number | string) =>
  answer(await getLane(jsonRequest(`${BASE}/${id}`, { method: 'GET', cookie: who?.cookie }), params(id)));
const list = async (who: TestMember | null) =>
  answer(await listLanes(jsonRequest(BASE, { method: 'GET', cookie: who?.cookie }), {}));

describe.each(testDatabaseKinds())('the console’s lane routes on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let auctioneer: TestMember;
  let clerk: TestMember;
  let member: TestMember;
  let live: number;
  let later: number;
  const [L1, L2, L3] = [395000001, 395000002, 395000003];

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    [auctioneer, clerk, member] = [
      await registerStaff(['auctions']),
      await registerStaff(['inventory']),
      await registerMember(),
    ];
    const now = new Date();
    live = await insertTestAuction(db, [{ id: L1, reserveCents: 500_000 }, { id: L2 }], {
      lane: 'J',
      startsAt: now,
    });
    await advanceAuction(live, now, clockSettings());
    later = await insertTestAuction(db, [{ id: L3 }], { lane: 'K' });
  }, 120_000);

  test('only staff with lanes.control may watch or command a lane', async () => {
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [clerk, 403],
    ] as const) {
      expect([(await list(who)).status, (await get(who, live)).status]).toEqual([status, status]);
      for (const command of ['pause', 'resume', 'skip'] as const) {
        expect((await post(who, command, live, {})).status).toBe(status);
      }
    }
    expect((await get(auctioneer, live)).body.data).toMatchObject({ paused: false, lot: { id: L1 } });
  });

  test('the list has the lanes selling now; one lane has its lot, bid, bidders and countdown', async () => {
    const listed = await list(auctioneer);
    expect(listed.status).toBe(200);
    const items = listed.body.data!.items as { auctionId: number }[];
    expect(items.map((i) => i.auctionId)).toContain(live);
    expect(items.map((i) => i.auctionId)).not.toContain(later);

    const one = await get(auctioneer, live);
    expect(one.body.data).toMatchObject({
      auctionId: live,
      room: 'iaa-1-j',
      branch: { id: 1, name: 'Dallas', timeZone: 'America/Chicago' },
      lane: 'J',
      status: 'live',
      lot: { id: L1, currentBid: 0, bidCount: 0, bidders: 0, reserveMet: false, title: '2018 Honda Accord' },
      lotsLeft: 2,
    });
    expect((one.body.data!.countdown as { remainingMs: number }).remainingMs).toBeGreaterThan(0);
    expect((await get(auctioneer, later)).body.data).toMatchObject({
      status: 'scheduled',
      lot: null,
      countdown: null,
    });
  });

  test('bad input is answered in the error shape, never a 500', async () => {
    for (const bad of ['abc', '0', '12.5', '99999999999', '-3']) {
      expect(await get(auctioneer, bad)).toMatchObject({
        status: 422,
        body: { error: { fields: { id: 'invalid' } } },
      });
      expect((await post(auctioneer, 'pause', bad, {})).status).toBe(422);
    }
    expect(await get(auctioneer, 999_999)).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect((await post(auctioneer, 'pause', 999_999, {})).status).toBe(404);
    const noKey = await post(auctioneer, 'pause', live, {}, null);
    expect(noKey).toMatchObject({ status: 422, body: { error: { code: 'invalid_input' } } });
    expect(noKey.body.error?.fields).toHaveProperty('Idempotency-Key');
    expect((await post(auctioneer, 'pause', live, {}, 'short')).status).toBe(422);
    expect(await post(auctioneer, 'pause', live, '{"reason":')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_json' } },
    });
    expect(await post(auctioneer, 'pause', live, [])).toMatchObject({ status: 422 });
    expect(await post(auctioneer, 'pause', live, { why: 'x' })).toMatchObject({ status: 422 });
    expect(await post(auctioneer, 'pause', live, { lotId: 'L1' })).toMatchObject({
      status: 422,
      body: { error: { fields: { lotId: 'invalid' } } },
    });
    expect(await post(auctioneer, 'pause', live, { reason: 'x'.repeat(501) })).toMatchObject({
      status: 422,
      body: { error: { fields: { reason: 'tooLong' } } },
    });
    expect(await post(auctioneer, 'pause', live, { reason: 'bell\u0007' })).toMatchObject({ status: 422 });
    expect((await post(auctioneer, 'pause', live, { reason: 'y'.repeat(20_000) })).status).toBe(413);
    // None of these paused the lane.
    expect((await get(auctioneer, live)).body.data).toMatchObject({ paused: false });
  });

  test('pause, resume and skip through the routes; a replayed key gets the first answer; conflicts are 409', async () => {
    const key = randomUUID();
    const paused = await post(auctioneer, 'pause', live, undefined, key);
    expect(paused).toMatchObject({ status: 200, body: { data: { paused: true, lot: { id: L1 } } } });
    expect(await post(auctioneer, 'pause', live, undefined, key)).toEqual(paused);
    expect(await post(auctioneer, 'pause', live, {})).toMatchObject({
      status: 409,
      body: { error: { code: 'already_paused' } },
    });
    // The same key for another command is a misuse, not a replay.
    expect(await post(auctioneer, 'resume', live, undefined, key)).toMatchObject({
      status: 422,
      body: { error: { code: 'idempotency_key_reused' } },
    });
    expect(await post(auctioneer, 'resume', live, { lotId: L1 })).toMatchObject({
      status: 200,
      body: { data: { paused: false } },
    });
    expect(await post(auctioneer, 'skip', live, { lotId: L2 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_not_on_the_block' } },
    });
    expect(await post(auctioneer, 'skip', live, { lotId: L1, reason: 'Keys missing' })).toMatchObject({
      status: 200,
      body: { data: { lot: { id: L2 }, lotsLeft: 1 } },
    });
    expect(await post(auctioneer, 'pause', later, {})).toMatchObject({
      status: 409,
      body: { error: { code: 'lane_not_live' } },
    });
  });
});
