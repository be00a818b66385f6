import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, lots } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { lotOnApproval } from '@/test/approvals';
import { registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { answerOf } from '@/test/payments';
import { registerStaff } from '@/test/staff';
import { POST as acceptLot } from './lots/[id]/accept/route';
import { POST as counterLot } from './lots/[id]/counter/route';
import { POST as rejectLot } from './lots/[id]/reject/route';
import { GET as getLot } from './lots/[id]/route';
import { POST as acceptOffer } from './offers/[id]/accept/route';
import { POST as counterOffer } from './offers/[id]/counter/route';
import { GET as getOffer } from './offers/[id]/route';
import { GET as list } from './route';
import { POST as makeOfferRoute } from '../../account/offers/route';
import { POST as acceptCounterRoute } from '../../account/offers/[id]/accept/route';

jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

const BASE = '/rest-api/v2/admin/approvals';
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
type Route = (request: Request, context: ReturnType<typeof params>) => Promise<Response>;

/** A console request: `key` null sends no Idempotency-Key; `body` a string is sent as it is (bad JSON). */
function request(
  path: string,
  who: TestMember | null,
  {
    method = 'POST',
    body,
    key = randomUUID(),
  }: { method?: string; body?: unknown; key?: string | null } = {},
) {
  const req = jsonRequest(`${BASE}${path}`, { method, body, cookie: who?.cookie });
  if (key !== null && method !== 'GET') req.headers.set('idempotency-key', key);
  return req;
}
const call = async (route: Route, path: string, id: number | string, who: TestMember | null, options = {}) =>
  answerOf(await route(request(path, who, options), params(id)));

describe.each(testDatabaseKinds())('the approvals API on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let auctioneer: TestMember;
  let finance: TestMember;
  let member: TestMember;
  let nextLot = 360000001;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    [auctioneer, finance, member] = [
      await registerStaff(['auctions']),
      await registerStaff(['finance']),
      await registerMember(),
    ];
  });

  test('only staff who decide approvals get in: 401 without a session, 403 for members and other staff', async () => {
    const lotId = nextLot++;
    await lotOnApproval(db, lotId);
    expect((await answerOf(await list(request('', null, { method: 'GET' }), {}))).status).toBe(401);
    for (const who of [member, finance]) {
      expect((await answerOf(await list(request('', who, { method: 'GET' }), {}))).status).toBe(403);
      expect((await call(acceptLot, `/lots/${lotId}/accept`, lotId, who)).status).toBe(403);
    }
    const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
    expect(lot?.status).toBe('on-approval');
    const listed = await answerOf(await list(request('', auctioneer, { method: 'GET' }), {}));
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((row: { lotId: number }) => row.lotId)).toContain(lotId);
  });

  test('bad input gets the JSON error shape, never a 500', async () => {
    const lotId = nextLot++;
    await lotOnApproval(db, lotId);
    const cases: [
      string,
      Promise<{ status: number; body: { error: Record<string, unknown> } }>,
      number,
      unknown,
    ][] = [
      [
        'a bad filter',
        answerOf(await list(request('?state=everyone&branch=x', auctioneer, { method: 'GET' }), {})),
        422,
        { state: 'invalid', branch: 'invalid' },
      ],
      ['a bad lot id', call(getLot, '/lots/12', '12', auctioneer, { method: 'GET' }), 422, { id: 'invalid' }],
      [
        'a bad offer id',
        call(getOffer, '/offers/x', 'x', auctioneer, { method: 'GET' }),
        422,
        { id: 'invalid' },
      ],
      [
        'an offer id of 0',
        call(getOffer, '/offers/0', '0', auctioneer, { method: 'GET' }),
        422,
        { id: 'invalid' },
      ],
      [
        'no Idempotency-Key',
        call(acceptLot, `/lots/${lotId}/accept`, lotId, auctioneer, { key: null }),
        422,
        { 'Idempotency-Key': 'idempotencyKeyMissing' },
      ],
      [
        'a counter without a price',
        call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { body: {} }),
        422,
        { price: 'wholeDollars' },
      ],
      [
        'a counter in cents',
        call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { body: { price: 3000.5 } }),
        422,
        { price: 'wholeDollars' },
      ],
      [
        'a counter as text',
        call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { body: { price: '3000' } }),
        422,
        { price: 'wholeDollars' },
      ],
      [
        'a negative counter',
        call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { body: { price: -5 } }),
        422,
        { price: 'wholeDollars' },
      ],
      [
        'a counter too high',
        call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { body: { price: 1e12 } }),
        422,
        { price: 'tooHigh' },
      ],
      [
        'a counter not above the bid',
        call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { body: { price: 25 } }),
        422,
        { price: 'counterNotAbove' },
      ],
    ];
    for (const [what, answer, status, fields] of cases) {
      const { status: got, body } = await answer;
      expect([what, got, body.error.fields]).toEqual([what, status, fields]);
      expect(typeof body.error.message).toBe('string');
    }
    const badJson = await call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, {
      body: '{"price":',
    });
    expect([badJson.status, badJson.body.error.code]).toEqual([400, 'bad_json']);
    const missing = await call(getLot, '/lots/999999997', 999999997, auctioneer, { method: 'GET' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    const missingOffer = await call(acceptOffer, '/offers/2147483647/accept', 2147483647, auctioneer);
    expect(missingOffer.status).toBe(404);
    const tooBig = await call(acceptOffer, '/offers/99999999999/accept', '99999999999', auctioneer);
    expect(tooBig.status).toBe(422);
    // A key reused for another request is refused, naming the header.
    const key = randomUUID();
    expect(
      (await call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, { key, body: { price: 3_000 } }))
        .status,
    ).toBe(200);
    const reused = await call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, {
      key,
      body: { price: 3_100 },
    });
    expect([reused.status, reused.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    // The lot is still what the one good request made it.
    const detail = await call(getLot, `/lots/${lotId}`, lotId, auctioneer, { method: 'GET' });
    expect(detail.body.data).toMatchObject({ waiting: 'buyer', counter: 3_000, lotStatus: 'on-approval' });
  });

  test('the auctioneer counters and the member accepts through the API; both steps are answered and audited', async () => {
    const lotId = nextLot++;
    const bidder = await lotOnApproval(db, lotId);
    const countered = await call(counterLot, `/lots/${lotId}/counter`, lotId, auctioneer, {
      body: { price: 3_000 },
    });
    expect(countered.status).toBe(200);
    const { offerId } = countered.body.data;
    // A high bid's counter is shown on its lot's page: as an offer it does not exist.
    expect((await call(getOffer, `/offers/${offerId}`, offerId, auctioneer, { method: 'GET' })).status).toBe(
      404,
    );
    const accept = jsonRequest(`/rest-api/v2/account/offers/${offerId}/accept`, { cookie: bidder.cookie });
    accept.headers.set('idempotency-key', randomUUID());
    const accepted = await answerOf(await acceptCounterRoute(accept, params(offerId)));
    expect(accepted.body.data).toMatchObject({ result: 'sold', price: 3_000, lotId });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.counter'), eq(auditLog.entityId, String(lotId))));
    expect(audit).toMatchObject({ actorId: auctioneer.memberId, after: { counter: 300_000, offerId } });
    expect(audit?.requestId).toEqual(expect.any(String));
    // Nothing left to decide: the lot sold.
    const refused = await call(rejectLot, `/lots/${lotId}/reject`, lotId, auctioneer);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_on_approval']);
  });

  test('an offer is answered through its own routes', async () => {
    const lotId = nextLot++;
    await insertTestLots(db, [{ id: lotId, buyItNowPriceCents: 400_000 }]);
    const buyer = await registerBidder(db);
    const make = jsonRequest('/rest-api/v2/account/offers', {
      body: { lotId, amount: 3_000 },
      cookie: buyer.cookie,
    });
    make.headers.set('idempotency-key', randomUUID());
    const made = await answerOf(await makeOfferRoute(make, {}));
    expect(made.status).toBe(200);
    const offerId = made.body.data.id;
    const detail = await call(getOffer, `/offers/${offerId}`, offerId, auctioneer, { method: 'GET' });
    expect(detail.body.data).toMatchObject({
      kind: 'offer',
      waiting: 'seller',
      price: 3_000,
      buyItNow: 4_000,
    });
    const over = await call(counterOffer, `/offers/${offerId}/counter`, offerId, auctioneer, {
      body: { price: 4_001 },
    });
    expect([over.status, over.body.error.fields]).toEqual([422, { price: 'counterAboveBuyNow' }]);
    const accepted = await call(acceptOffer, `/offers/${offerId}/accept`, offerId, auctioneer);
    expect(accepted.body.data).toMatchObject({ result: 'bought-now', price: 3_000 });
  });
});
