import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { Db } from '@/lib/db/client';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, type TestMember } from '@/test/members';
import { answerOf } from '@/test/payments';
import { POST as accept } from './[id]/accept/route';
import { POST as decline } from './[id]/decline/route';
import { GET as list, POST as make } from './route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const PATH = '/rest-api/v2/account/offers';
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

/** A member's request; `key` null sends no Idempotency-Key; a string `body` is sent as it is (bad JSON). */
function request(path: string, who: TestMember | null, body?: unknown, key: string | null = randomUUID()) {
  const req = jsonRequest(path, { body, cookie: who?.cookie });
  if (key !== null) req.headers.set('idempotency-key', key);
  return req;
}

describe.each(testDatabaseKinds())('the member’s offers API on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let member: TestMember;
  const LOT = 390000001;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT, buyItNowPriceCents: 400_000 }]);
    member = await registerBidder(db);
  });

  test('a session is needed', async () => {
    expect((await answerOf(await make(request(PATH, null, { lotId: LOT, amount: 2_000 }), {}))).status).toBe(
      401,
    );
    expect((await answerOf(await list(jsonRequest(PATH, { method: 'GET' }), {}))).status).toBe(401);
    expect((await answerOf(await accept(request(`${PATH}/1/accept`, null), params(1)))).status).toBe(401);
  });

  test('bad input gets the JSON error shape, never a 500', async () => {
    const cases: [string, Request, number, unknown][] = [
      [
        'no key',
        request(PATH, member, { lotId: LOT, amount: 2_000 }, null),
        422,
        { 'Idempotency-Key': 'idempotencyKeyMissing' },
      ],
      [
        'a short key',
        request(PATH, member, { lotId: LOT, amount: 2_000 }, 'abc'),
        422,
        { 'Idempotency-Key': 'idempotencyKeyInvalid' },
      ],
      ['no amount', request(PATH, member, { lotId: LOT }), 422, { amount: 'offerInvalid' }],
      ['cents', request(PATH, member, { lotId: LOT, amount: 2_000.5 }), 422, { amount: 'offerInvalid' }],
      ['text', request(PATH, member, { lotId: LOT, amount: 'lots' }), 422, { amount: 'offerInvalid' }],
      ['too much', request(PATH, member, { lotId: LOT, amount: 5_000_000 }), 422, { amount: 'offerTooHigh' }],
      ['a bad lot id', request(PATH, member, { lotId: 12, amount: 2_000 }), 422, { lotId: 'lotIdInvalid' }],
      [
        'a bad locale',
        request(PATH, member, { lotId: LOT, amount: 2_000, locale: 'xx' }),
        422,
        { locale: 'localeInvalid' },
      ],
    ];
    for (const [what, req, status, fields] of cases) {
      const { status: got, body } = await answerOf(await make(req, {}));
      expect([what, got, body.error.fields]).toEqual([what, status, fields]);
    }
    const badJson = await answerOf(await make(request(PATH, member, '{"lotId":'), {}));
    expect([badJson.status, badJson.body.error.code]).toEqual([400, 'bad_json']);
    for (const id of ['x', '0', '-1', '1.5', '99999999999']) {
      const answer = await answerOf(await accept(request(`${PATH}/${id}/accept`, member), params(id)));
      expect([id, answer.status, answer.body.error.fields]).toEqual([id, 422, { id: 'invalid' }]);
    }
    const noKey = await answerOf(
      await decline(request(`${PATH}/1/decline`, member, undefined, null), params(1)),
    );
    expect(noKey.status).toBe(422);
  });

  test('an offer is made and listed; another member cannot answer for it', async () => {
    const made = await answerOf(
      await make(request(PATH, member, { lotId: LOT, amount: 2_000, locale: 'pl' }), {}),
    );
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ lotId: LOT, amount: 2_000, state: 'open', buyItNow: 4_000 });
    const listed = await answerOf(
      await list(jsonRequest(PATH, { method: 'GET', cookie: member.cookie }), {}),
    );
    expect(listed.body.data.items.map((o: { id: number }) => o.id)).toEqual([made.body.data.id]);
    const other = await registerBidder(db);
    const id = made.body.data.id;
    const theirs = await answerOf(await accept(request(`${PATH}/${id}/accept`, other), params(id)));
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'not_found']);
    // Its own owner has no counter to answer yet.
    const early = await answerOf(await accept(request(`${PATH}/${id}/accept`, member), params(id)));
    expect([early.status, early.body.error.code]).toEqual([409, 'counter_closed']);
  });
});
