import { jest } from '@jest/globals';
import type { Db } from '@/lib/db/client';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { answerOf, postDeposit, savedCardId } from '@/test/payments';
import { registerStaff } from '@/test/staff';
import { postRecordWire, today } from '@/test/wires';
import { GET as csvRoute } from './export.csv/route';
import { GET as listRoute } from './route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('the console’s payments list on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let finance: TestMember;
  let ann: TestMember;
  let ben: TestMember;
  let wireId: number;
  let reference: string;
  beforeAll(async () => {
    db = testDb.database.db;
    finance = await registerStaff(['finance']);
    ann = await registerBidder(db, { depositCents: 0 });
    ben = await registerBidder(db, { depositCents: 0 });
    // Ann: a $600 card deposit and a $1,000 wire deposit of which $400 has arrived. Ben: a $700 wire, untouched.
    expect((await postDeposit(ann, { amount: 600, cardId: await savedCardId(ann) })).body.data.status).toBe(
      'approved',
    );
    const wire = (await postDeposit(ann, { amount: 1_000, method: 'wire' })).body.data;
    wireId = wire.paymentId;
    reference = wire.wire.reference;
    expect((await postRecordWire(finance, { reference, amount: 400, receivedOn: today() })).status).toBe(200);
    expect((await postDeposit(ben, { amount: 700, method: 'wire' })).status).toBe(200);
  });

  const list = async (query: string, who: TestMember = finance) =>
    answerOf(
      await listRoute(
        jsonRequest(`/rest-api/v2/admin/payments?${query}`, { method: 'GET', cookie: who.cookie }),
        {},
      ),
    );
  const csv = async (query: string, who: TestMember = finance) =>
    csvRoute(
      jsonRequest(`/rest-api/v2/admin/payments/export.csv?${query}`, { method: 'GET', cookie: who.cookie }),
      {},
    );

  let mine: string;
  beforeAll(() => {
    mine = `email=${encodeURIComponent(ann.email.toUpperCase())}`;
  });

  test('the filters: member e-mail (any case), kind, method, state, days; newest first with the wire columns', async () => {
    const all = await list(mine);
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 50, total: 2, hasMore: false });
    expect(all.body.data.items).toEqual([
      {
        id: wireId,
        createdAt: expect.any(String),
        completedAt: null,
        memberId: ann.memberId,
        memberEmail: ann.email,
        purpose: 'deposit',
        method: 'wire',
        state: 'partly_paid',
        amount: 1_000,
        reference,
        received: 400,
        outstanding: 600,
        excess: 0,
      },
      expect.objectContaining({
        method: 'card',
        state: 'approved',
        amount: 600,
        received: null,
        outstanding: null,
        excess: null,
      }),
    ]);
    expect((await list(`${mine}&method=card`)).body.data.items).toMatchObject([{ method: 'card' }]);
    expect((await list(`${mine}&state=partly_paid`)).body.data.items).toMatchObject([{ id: wireId }]);
    expect((await list(`${mine}&purpose=checkout`)).body.data.total).toBe(0);
    const open = await list('method=wire&state=open');
    const emails = open.body.data.items.map((p: { memberEmail: string }) => p.memberEmail);
    expect(emails).toEqual(expect.arrayContaining([ann.email, ben.email]));
    expect((await list(`${mine}&from=${dayOf(0)}&to=${dayOf(0)}`)).body.data.total).toBe(2);
    expect((await list(`${mine}&from=${dayOf(1)}`)).body.data.total).toBe(0);
    expect((await list(`${mine}&to=${dayOf(-1)}`)).body.data.total).toBe(0);
    // Blank fields, as the console's GET form sends them, filter nothing.
    expect((await list(`${mine}&purpose=&method=&state=&from=&to=`)).body.data.total).toBe(2);
  });

  test('paging: a page size and page number, with the total and whether more follow', async () => {
    const first = await list(`${mine}&pageSize=1`);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 1, total: 2, hasMore: true });
    expect(first.body.data.items).toMatchObject([{ id: wireId }]);
    const second = await list(`${mine}&pageSize=1&page=2`);
    expect(second.body.data).toMatchObject({ page: 2, total: 2, hasMore: false });
    expect(second.body.data.items).toMatchObject([{ method: 'card' }]);
  });

  test('the CSV export: the filtered payments, dollars with cents in labelled columns, streamed', async () => {
    const response = await csv(mine);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="payments.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,completed_at,member_email,purpose,method,state,amount_usd,reference,received_usd,outstanding_usd,excess_usd',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${wireId},[^,]+,,${ann.email},deposit,wire,partly_paid,1000\\.00,${reference},400\\.00,600\\.00,0\\.00$`,
      ),
    );
    expect(lines[2]).toMatch(/,deposit,card,approved,600\.00,[^,]*,,,$/);
    const none = await csv(`${mine}&method=paypal`);
    expect((await none.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });

  test('bad filters are 422 naming the field; only payments.read may look', async () => {
    for (const [query, field] of [
      ['method=cash', 'method'],
      ['purpose=rent', 'purpose'],
      ['state=lost', 'state'],
      ['from=2031-02-30', 'from'],
      ['to=yesterday', 'to'],
      [`from=${dayOf(0)}&to=${dayOf(-3)}`, 'to'],
      ['pageSize=500', 'pageSize'],
      ['page=0', 'page'],
      [`email=${'a'.repeat(300)}`, 'email'],
    ]) {
      const answer = await list(query!);
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field!);
      expect((await csv(query!)).status).toBe(422);
    }
    const support = await registerStaff(['support']);
    const member = await registerMember();
    for (const who of [support, member]) {
      expect((await list('', who)).status).toBe(403);
      expect((await csv('', who)).status).toBe(403);
    }
  });
});
