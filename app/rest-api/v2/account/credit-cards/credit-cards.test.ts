import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { answerOf, cardInput, postCard, savedCardId } from '@/test/payments';
import { POST as deleteRoute } from './delete/[id]/route';
import { POST as makePrimaryRoute } from './make-primary/[id]/route';
import { GET as listRoute, PUT as updateRoute } from './route';

afterAll(() => closeRateLimiters());

const thisYear = new Date().getUTCFullYear();
const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

async function list(member: TestMember, query = '') {
  return answerOf(
    await listRoute(
      jsonRequest(`/rest-api/v2/account/credit-cards${query}`, { method: 'GET', cookie: member.cookie }),
      {},
    ),
  );
}
async function put(member: TestMember, body: unknown) {
  return answerOf(
    await updateRoute(
      jsonRequest('/rest-api/v2/account/credit-cards', { method: 'PUT', body, cookie: member.cookie }),
      {},
    ),
  );
}
async function makePrimary(member: TestMember, id: string | number) {
  const url = `/rest-api/v2/account/credit-cards/make-primary/${id}`;
  return answerOf(await makePrimaryRoute(jsonRequest(url, { cookie: member.cookie }), params(id)));
}
async function remove(member: TestMember, id: string | number) {
  const url = `/rest-api/v2/account/credit-cards/delete/${id}`;
  return answerOf(await deleteRoute(jsonRequest(url, { cookie: member.cookie }), params(id)));
}

describe.each(testDatabaseKinds())('v2 account/credit-cards on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });

  test('adds cards: the first becomes primary; the list shows brand, last four and expiry, the BIN only when asked', async () => {
    const member = await registerMember();
    const added = await postCard(member, cardInput('4242 4242 4242 4242', { holderName: 'Ann Lee' }));
    expect(added).toEqual({
      status: 200,
      body: {
        data: {
          id: expect.any(Number),
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: thisYear + 2,
          holderName: 'Ann Lee',
          isPrimary: true,
          expired: false,
        },
      },
    });
    const amex = await postCard(member, cardInput('378282246310005'));
    expect(amex.body.data).toMatchObject({ brand: 'amex', last4: '0005', isPrimary: false });
    const mc = await postCard(member, cardInput('5555555555554444', { makePrimary: true }));
    expect(mc.body.data).toMatchObject({ brand: 'mastercard', isPrimary: true });

    const plain = await list(member);
    expect(plain.status).toBe(200);
    expect(plain.body.data.map((c: { last4: string; isPrimary: boolean }) => [c.last4, c.isPrimary])).toEqual(
      [
        ['4444', true],
        ['0005', false],
        ['4242', false],
      ],
    );
    expect(plain.body.data[0]).not.toHaveProperty('bin');
    const withBin = await list(member, '?includeBin=true');
    expect(withBin.body.data.map((c: { bin: string }) => c.bin)).toEqual(['555555', '378282', '424242']);
    expect((await list(member, '?includeBin=maybe')).status).toBe(422);
  });

  test('bad input is 422 naming the field; declined cards get card_declined; nothing is saved', async () => {
    const member = await registerMember();
    const bad = async (body: unknown) => {
      const answer = await postCard(member, body);
      expect(answer.status).toBe(422);
      return answer.body.error;
    };
    expect((await bad(cardInput('4242 4242 4242 4241'))).fields).toEqual({ number: 'cardNumberInvalid' });
    expect((await bad(cardInput('3530111333300000'))).fields).toEqual({ number: 'cardBrandUnknown' });
    expect((await bad(cardInput('abcd'))).fields).toEqual({ number: 'cardNumberInvalid' });
    expect((await bad(cardInput(''))).fields).toEqual({ number: 'cardNumberMissing' });
    expect((await bad(cardInput('4242424242424242', { expYear: thisYear - 1 }))).fields).toEqual({
      expYear: 'cardExpired',
    });
    if (new Date().getUTCMonth() > 0) {
      expect((await bad(cardInput('4242424242424242', { expYear: thisYear, expMonth: 1 }))).fields).toEqual({
        expMonth: 'cardExpired',
      });
    }
    expect((await bad(cardInput('4242424242424242', { expMonth: 13 }))).fields).toEqual({
      expMonth: 'expMonthInvalid',
    });
    expect((await bad(cardInput('4242424242424242', { cvc: '1234' }))).fields).toEqual({ cvc: 'cvcInvalid' });
    expect((await bad(cardInput('378282246310005', { cvc: '123' }))).fields).toEqual({ cvc: 'cvcInvalid' });
    expect((await bad(cardInput('4242424242424242', { cvc: '12a' }))).fields).toEqual({ cvc: 'cvcInvalid' });
    expect((await bad(cardInput('4242424242424242', { holderName: '' }))).fields).toEqual({
      holderName: 'holderNameRequired',
    });
    expect((await bad({ number: 4242424242424242 })).fields).toMatchObject({ number: 'cardNumberMissing' });

    const declined = await bad(cardInput('4000000000000002'));
    expect(declined).toMatchObject({ code: 'card_declined', fields: { number: 'cardDeclined' } });
    expect((await bad(cardInput('4000000000000127'))).fields).toEqual({ cvc: 'cvcIncorrect' });
    expect(await bad(cardInput('4111111111111111'))).toMatchObject({
      code: 'card_declined',
      fields: { number: 'liveCardInTestMode' },
    });

    const badJson = await postCard(member, '{"number": ');
    expect(badJson.status).toBe(400);
    expect((await list(member)).body.data).toEqual([]);
  });

  test('PUT changes expiry, holder and primary; make-primary moves the flag', async () => {
    const member = await registerMember();
    const first = await savedCardId(member);
    const second = await savedCardId(member, '6011111111111117');
    const changed = await put(member, {
      id: second,
      expMonth: 3,
      expYear: thisYear + 5,
      holderName: 'B Smith',
    });
    expect(changed.body.data).toMatchObject({
      id: second,
      expMonth: 3,
      expYear: thisYear + 5,
      holderName: 'B Smith',
    });
    expect((await put(member, { id: second, expMonth: 3 })).body.error.fields).toEqual({
      expYear: 'expiryIncomplete',
    });
    expect((await put(member, { id: second, expMonth: 1, expYear: thisYear - 1 })).body.error.fields).toEqual(
      {
        expYear: 'cardExpired',
      },
    );
    expect((await put(member, { id: 'x' })).status).toBe(422);
    expect((await put(member, { id: second, isPrimary: true })).body.data.isPrimary).toBe(true);
    expect((await list(member)).body.data.filter((c: { isPrimary: boolean }) => c.isPrimary)).toHaveLength(1);
    const back = await makePrimary(member, first);
    expect(back).toMatchObject({ status: 200, body: { data: { id: first, isPrimary: true } } });
    const cards = (await list(member)).body.data;
    expect(cards.map((c: { id: number; isPrimary: boolean }) => [c.id, c.isPrimary])).toEqual([
      [first, true],
      [second, false],
    ]);
  });

  test('deleting the primary card names the new primary; deleting the last card says so', async () => {
    const member = await registerMember();
    const older = await savedCardId(member);
    const newer = await savedCardId(member, '5555555555554444');
    const third = await savedCardId(member, '378282246310005');
    const primaryGone = await remove(member, older);
    expect(primaryGone).toMatchObject({
      status: 200,
      body: {
        data: {
          deletedId: older,
          newPrimary: { id: third, isPrimary: true },
          noCardsLeft: false,
          remaining: 2,
        },
      },
    });
    expect((await remove(member, newer)).body.data).toMatchObject({ newPrimary: null, noCardsLeft: false });
    expect((await remove(member, third)).body.data).toEqual({
      deletedId: third,
      newPrimary: null,
      noCardsLeft: true,
      remaining: 0,
    });
    expect((await remove(member, third)).status).toBe(404);
    expect((await list(member)).body.data).toEqual([]);
  });

  test("another member's card is 404 on every route and stays as it was; no session is 401", async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const id = await savedCardId(owner);
    for (const answer of [
      await makePrimary(other, id),
      await remove(other, id),
      await put(other, { id, holderName: 'Thief' }),
      await remove(other, 'abc'),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { error: { code: 'card_not_found' } } });
    }
    expect((await list(other)).body.data).toEqual([]);
    expect((await list(owner)).body.data[0]).toMatchObject({
      id,
      holderName: 'Test Member',
      isPrimary: true,
    });
    const anonymous = await listRoute(
      jsonRequest('/rest-api/v2/account/credit-cards', { method: 'GET' }),
      {},
    );
    expect(anonymous.status).toBe(401);
  });

  test('no card number reaches the database, in any table', async () => {
    const member = await registerMember();
    await savedCardId(member);
    await savedCardId(member, '378282246310005');
    await postCard(member, cardInput('4000000000000002'));
    await postCard(member, cardInput('4111 1111 1111 1111'));
    type Rows<T> = { rows: T[] };
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as Rows<{ table_name: string }>;
    expect(tables.rows.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['credit_cards', 'payments', 'gateway_operations']),
    );
    const numbers = ['4242424242424242', '378282246310005', '4000000000000002', '4111111111111111'];
    for (const { table_name } of tables.rows) {
      const dump = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as Rows<unknown>;
      const text = JSON.stringify(dump.rows);
      for (const number of numbers) expect(`${table_name}: ${text}`).not.toContain(number);
      expect(text).not.toMatch(/4242 4242|4111 1111/);
    }
  });
});
