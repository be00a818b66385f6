import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, lotHandovers, transactions } from '@/lib/db/schema';
import { provideSessionSecret } from '@/lib/env';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import {
  backdateLedger,
  chicagoDay,
  DAY_MS,
  expectedStorageDays,
  getGatePass,
  getHandover,
  postPickup,
  registerBuyer,
  wonLot,
  payLot,
} from '@/test/handover';
import { insertTestBranch } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { answerOf, getCheckout, postCheckout } from '@/test/payments';
import { getList } from '@/test/transactions';
import { registerStaff } from '@/test/staff';
import { GET as getOne } from './[lotId]/route';
import { POST as delaysRoute } from './[lotId]/delays/route';
import { POST as demoClockRoute } from './[lotId]/demo-clock/route';
import { POST as titleRoute } from './[lotId]/title/route';
import { GET as listRoute } from './route';

jest.setTimeout(90_000);
afterAll(() => closeRateLimiters());

const BASE = '/rest-api/v2/admin/handover';
const params = (lotId: number | string) => ({ params: Promise.resolve({ lotId: String(lotId) }) });

describe.each(testDatabaseKinds())('the console’s handover API on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let yard: TestMember;
  let finance: TestMember;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    yard = await registerStaff(['inventory']);
    finance = await registerStaff(['finance']);
  });

  const title = async (who: TestMember, lotId: number | string, body: unknown) =>
    answerOf(
      await titleRoute(jsonRequest(`${BASE}/${lotId}/title`, { body, cookie: who.cookie }), params(lotId)),
    );
  const delay = async (who: TestMember, lotId: number | string, body: unknown) =>
    answerOf(
      await delaysRoute(jsonRequest(`${BASE}/${lotId}/delays`, { body, cookie: who.cookie }), params(lotId)),
    );
  const one = async (who: TestMember, lotId: number | string) =>
    answerOf(
      await getOne(jsonRequest(`${BASE}/${lotId}`, { method: 'GET', cookie: who.cookie }), params(lotId)),
    );
  const list = async (who: TestMember, query = '') =>
    answerOf(await listRoute(jsonRequest(`${BASE}${query}`, { method: 'GET', cookie: who.cookie }), {}));
  const auditOf = (lotId: number, action: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(lotId)), eq(auditLog.action, action)))
      .orderBy(auditLog.id);

  test('the title moves one step at a time, with dates; never back, never past a step; each move audited', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    expect((await one(yard, lotId)).body.data).toMatchObject({ titleStep: 'awaiting-seller', paid: false });

    const skip = await title(yard, lotId, { step: 'processing' });
    expect(skip).toMatchObject({ status: 409, body: { error: { code: 'title_step_out_of_order' } } });
    expect(skip.body.error.message).toBe('The title is awaiting-seller; its next step is received.');

    const yesterday = new Date(Date.now() - DAY_MS).toISOString();
    expect(await title(yard, lotId, { step: 'received', at: yesterday })).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { at: expect.stringContaining('Not before') } } },
    });
    const received = await title(yard, lotId, { step: 'received' });
    expect(received.status).toBe(200);
    expect(received.body.data.titleStep).toBe('received');
    expect(received.body.data.titleSteps[1]).toEqual({ step: 'received', at: expect.any(String) });

    expect(await title(yard, lotId, { step: 'received' })).toMatchObject({
      status: 409,
      body: {
        error: { code: 'title_step_out_of_order', message: expect.stringContaining('never goes back') },
      },
    });
    expect((await title(yard, lotId, { step: 'processing' })).status).toBe(200);
    // Mailed needs its carrier and tracking number; other steps take neither.
    expect(await title(yard, lotId, { step: 'mailed', carrier: 'UPS' })).toMatchObject({
      status: 422,
      body: { error: { fields: { trackingNumber: 'Give the tracking number of a mailed title.' } } },
    });
    expect(
      await title(yard, lotId, { step: 'mailed', carrier: 'UPS', trackingNumber: '1z999aa10123456784' }),
    ).toMatchObject({
      status: 200,
      body: { data: { titleStep: 'mailed', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
    });
    expect(await title(yard, lotId, { step: 'received' })).toMatchObject({ status: 409 });
    const future = new Date(Date.now() + DAY_MS).toISOString();
    expect(await title(yard, lotId, { step: 'delivered', at: future })).toMatchObject({
      status: 422,
      body: { error: { fields: { at: 'Not in the future.' } } },
    });
    expect((await title(yard, lotId, { step: 'delivered' })).body.data.titleStep).toBe('delivered');
    expect(await title(yard, lotId, { step: 'delivered' })).toMatchObject({
      status: 409,
      body: { error: { code: 'title_delivered' } },
    });

    const moves = await auditOf(lotId, 'handover.title');
    expect(moves.map((m) => [m.before, (m.after as { titleStep: string }).titleStep])).toEqual([
      [{ titleStep: 'awaiting-seller' }, 'received'],
      [{ titleStep: 'received' }, 'processing'],
      [{ titleStep: 'processing' }, 'mailed'],
      [{ titleStep: 'mailed' }, 'delivered'],
    ]);
    expect(moves.every((m) => m.actorEmail === yard.email)).toBe(true);

    // The buyer sees every step with its date in their own view.
    const seen = await getHandover(buyer, lotId);
    expect(seen.body.data.titleSteps.map((s: { at: string | null }) => s.at !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(seen.body.data).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  test('bad input to the title and delay routes: the JSON error shape, nothing written', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    const bad: [unknown, string][] = [
      [{}, 'step'],
      [{ step: 'lost' }, 'step'],
      [{ step: 'awaiting-seller' }, 'step'],
      [{ step: 'received', at: 'yesterday' }, 'at'],
      [{ step: 'received', at: '2025-06-01T10:00:00' }, 'at'],
      [{ step: 'received', carrier: 'UPS' }, 'carrier'],
      [{ step: 'mailed', carrier: 'UPS', trackingNumber: 'no/slashes' }, 'trackingNumber'],
      [{ step: 'received', extra: 1 }, '_'],
    ];
    for (const [body, field] of bad) {
      const answer = await title(yard, lotId, body);
      expect([body, answer.status, answer.body.error.code, Object.keys(answer.body.error.fields)]).toEqual([
        body,
        422,
        'invalid_input',
        expect.arrayContaining([field]),
      ]);
    }
    const badJson = await titleRoute(
      new Request(`http://localhost${BASE}/${lotId}/title`, {
        method: 'POST',
        headers: { cookie: yard.cookie, 'content-type': 'application/json', host: 'localhost' },
        body: '{"step":',
      }),
      params(lotId),
    );
    expect(badJson.status).toBe(400);
    expect(await title(yard, 'nope', { step: 'received' })).toMatchObject({
      status: 422,
      body: { error: { fields: { lotId: expect.any(String) } } },
    });
    expect(await title(yard, 999_999_998, { step: 'received' })).toMatchObject({ status: 404 });

    const badDelays: [unknown, string][] = [
      [{ cause: 'seller', reason: 'Keys missing' }, 'days'],
      [{ cause: 'weather', reason: 'Snow', days: 2 }, 'cause'],
      [{ cause: 'title', reason: 'x', days: 2 }, 'reason'],
      [{ cause: 'title', reason: 'Lien', days: 0 }, 'days'],
      [{ cause: 'title', reason: 'Lien', days: 2.5 }, 'days'],
      [{ cause: 'title', reason: 'Lien', days: 400 }, 'days'],
      [{ cause: 'title', reason: 'Lien', from: '2030-01-05', to: '2030-01-04' }, 'to'],
      [{ cause: 'title', reason: 'Lien', from: '2030-01-05' }, 'to'],
      [{ cause: 'title', reason: 'Lien', from: '2030-02-30', to: '2030-03-01' }, 'from'],
      [{ cause: 'title', reason: 'Lien', from: '2030-01-01', to: '2030-01-02', days: 2 }, 'days'],
      [{ cause: 'title', reason: 'Lien\u0000', days: 2 }, 'reason'],
    ];
    for (const [body, field] of badDelays) {
      const answer = await delay(yard, lotId, body);
      expect([body, answer.status, Object.keys(answer.body.error?.fields ?? {})]).toEqual([
        body,
        422,
        expect.arrayContaining([field]),
      ]);
    }
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(lotId))),
    ).toEqual([]);
  });

  test('finance reads the handover but may not write it', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    expect((await one(finance, lotId)).status).toBe(200);
    expect((await title(finance, lotId, { step: 'received' })).status).toBe(403);
    expect((await postPickup(finance, { code: 'GP-00000-00000' })).status).toBe(403);
  });

  test('the pickup after the free days issues the final storage invoice; a delay is not charged', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    await payLot(buyer, lotId);
    // The gate pass gives the code; then two weeks pass (the sale and the payment move back 14 days).
    expect((await getGatePass(buyer, lotId)).status).toBe(200);
    await backdateLedger(db, buyer.memberId, lotId, 14);
    const [{ code }] = (await db
      .select({ code: lotHandovers.gatePassCode })
      .from(lotHandovers)
      .where(eq(lotHandovers.lotId, lotId))) as [{ code: string }];
    const today = chicagoDay(new Date());
    const paidDay = chicagoDay(new Date(Date.now() - 14 * DAY_MS));
    const days = expectedStorageDays(paidDay, today) - 2;
    expect(days).toBeGreaterThan(3);

    // The title held the vehicle two days: not charged, and the buyer reads why.
    const delayed = await delay(yard, lotId, { cause: 'title', reason: 'Lien release awaited', days: 2 });
    expect(delayed.status).toBe(200);
    expect((await getHandover(buyer, lotId)).body.data).toMatchObject({
      delays: [{ cause: 'title', days: 2, reason: 'Lien release awaited', from: null, to: null }],
      storage: { chargeableDays: days, accrued: days * 25, charged: 0, perDay: 25 },
      gatePassAvailable: true,
    });

    // Typed as a person types it: lower case, spaces.
    const typed = code.toLowerCase().replace(/-/g, ' ');
    expect(await postPickup(yard, { code: typed, lotId: lotId + 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'gate_pass_other_lot' } },
    });
    const key = randomUUID();
    const picked = await postPickup(yard, { code: typed }, key);
    expect(picked.status).toBe(200);
    expect(picked.body.data).toMatchObject({
      lotId,
      pickedUpAt: expect.any(String),
      pickedUpBy: yard.email,
      storageInvoice: { days, amount: days * 25, paid: false },
      gatePassAvailable: false,
    });
    // A retry with its key gets the same answer; the pass scanned again is refused.
    expect(await postPickup(yard, { code: typed }, key)).toEqual(picked);
    expect(await postPickup(yard, { code })).toMatchObject({
      status: 409,
      body: { error: { code: 'already_picked_up' } },
    });
    const storageRows = await db
      .select({ cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.lotId, lotId), eq(transactions.kind, 'storage-fee')));
    expect(storageRows).toEqual([{ cents: days * 2_500, status: 'pending' }]);
    const [audit] = await auditOf(lotId, 'handover.pickup');
    expect(audit!.after).toMatchObject({ storageDays: days, storageInvoiceCents: days * 2_500 });
    expect(await delay(yard, lotId, { cause: 'seller', reason: 'Late', days: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'already_picked_up' } },
    });

    // The invoice is payable at the checkout like the lot: storage alone, no late fee.
    const checkout = await getCheckout(buyer);
    expect(checkout.body.data.lots).toEqual([
      expect.objectContaining({ lotId, storageFee: days * 25, lateFee: 0, late: false, total: days * 25 }),
    ]);
    const purchases = await getList(buyer, 'purchases');
    expect(purchases.body.data.items[0]).toMatchObject({ lotId, status: 'unpaid', lateFeeDueCents: 0 });
    const paid = await postCheckout(buyer, { lotIds: [lotId], amount: days * 25, cardId: buyer.cardId });
    expect(paid.body.data).toMatchObject({ status: 'approved', amount: days * 25 });
    expect((await getHandover(buyer, lotId)).body.data.storageInvoice).toEqual({
      days,
      amount: days * 25,
      paid: true,
    });
    expect((await getList(buyer, 'purchases')).body.data.items[0].status).toBe('paid');
  });

  test('a pickup within the free days owes nothing; unknown, malformed and unpaid passes are refused', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    await payLot(buyer, lotId);
    expect((await getGatePass(buyer, lotId)).status).toBe(200);
    const [row] = await db.select().from(lotHandovers).where(eq(lotHandovers.lotId, lotId));
    const picked = await postPickup(yard, { code: row!.gatePassCode, lotId });
    expect(picked.body.data.storageInvoice).toEqual({ days: 0, amount: 0, paid: true });
    expect(
      await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.lotId, lotId), eq(transactions.kind, 'storage-fee'))),
    ).toEqual([]);

    expect(await postPickup(yard, { code: 'GP-ZZZZZ-ZZZZZ' })).toMatchObject({
      status: 404,
      body: { error: { code: 'gate_pass_not_found' } },
    });
    for (const body of [
      {},
      { code: '' },
      { code: 'GP-123' },
      { code: 42 },
      { code: 'GP-ZZZZZ-ZZZZZ', x: 1 },
    ]) {
      expect([body, (await postPickup(yard, body)).status]).toEqual([body, 422]);
    }
    expect((await postPickup(yard, { code: 'GP-ZZZZZ-ZZZZZ' }, null)).body.error.fields).toHaveProperty(
      'Idempotency-Key',
    );

    // A pass whose lot is not paid (its payment undone) keeps the vehicle in the yard.
    const unpaid = await wonLot(db, buyer);
    await db
      .insert(lotHandovers)
      .values({ lotId: unpaid, memberId: buyer.memberId, gatePassCode: 'GP-NPA1D-00000' });
    expect(await postPickup(yard, { code: 'GP-NPA1D-00000' })).toMatchObject({
      status: 409,
      body: { error: { code: 'not_paid' } },
    });
  });

  test('the list: sold lots by title step, paid, picked up and lot id; bad filters are 422', async () => {
    const buyer = await registerBuyer(db);
    const paidLot = await wonLot(db, buyer);
    await payLot(buyer, paidLot);
    const unpaidLot = await wonLot(db, buyer);
    expect((await title(yard, unpaidLot, { step: 'received' })).status).toBe(200);

    const ids = async (query: string) =>
      ((await list(yard, query)).body.data.items as { lotId: number }[]).map((i) => i.lotId);
    expect(await ids('')).toEqual(expect.arrayContaining([paidLot, unpaidLot]));
    expect(await ids(`?q=${paidLot}`)).toEqual([paidLot]);
    expect(await ids(`?q=${unpaidLot}&step=received`)).toEqual([unpaidLot]);
    expect(await ids(`?q=${paidLot}&step=received`)).toEqual([]);
    expect(await ids(`?q=${paidLot}&step=awaiting-seller&paid=yes&pickedUp=no`)).toEqual([paidLot]);
    expect(await ids(`?q=${unpaidLot}&paid=yes`)).toEqual([]);
    expect(await ids(`?q=${unpaidLot}&paid=no`)).toEqual([unpaidLot]);
    const item = (await list(yard, `?q=${paidLot}`)).body.data.items[0];
    expect(item).toMatchObject({
      paid: true,
      buyer: { email: buyer.email },
      storage: { lastFreeDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      pickedUpAt: null,
    });
    for (const query of ['?step=lost', '?paid=maybe', '?q=abc', '?page=0', '?pickedUp=1']) {
      expect([query, (await list(yard, query)).status]).toEqual([query, 422]);
    }
    expect((await list(await registerMember(), '')).status).toBe(403);
  });

  test('demo mode moves a lot’s storage clock back (time passing for a demo); elsewhere the route is 404', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    await payLot(buyer, lotId);
    const url = `${BASE}/${lotId}/demo-clock`;
    const post = async (body: unknown) =>
      answerOf(await demoClockRoute(jsonRequest(url, { body, cookie: yard.cookie }), params(lotId)));
    const before = process.env.DEMO_MODE;
    // Demo mode is read from the environment once (lib/env): set it, then drop the cache as with-staff.test does.
    const setDemoMode = (value: string | undefined) => {
      if (value === undefined) delete process.env.DEMO_MODE;
      else process.env.DEMO_MODE = value;
      provideSessionSecret(process.env.SESSION_SECRET!);
    };
    try {
      setDemoMode('1');
      expect((await post({ days: 61 })).status).toBe(422);
      const moved = await post({ days: 10 });
      expect(moved.body.data).toMatchObject({ demoClockDays: 10 });
      const start = chicagoDay(new Date(Date.now() - 10 * DAY_MS));
      expect(moved.body.data.storage).toMatchObject({
        startDay: start,
        chargeableDays: expectedStorageDays(start, chicagoDay(new Date())),
      });
      expect((await auditOf(lotId, 'handover.demo-clock')).map((a) => a.after)).toEqual([
        { demoClockDays: 10 },
      ]);
      setDemoMode('0');
      expect((await post({ days: 3 })).status).toBe(404);
    } finally {
      setDemoMode(before);
    }
  });
});
