import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '@/lib/db/client';
import { branches, lotHandovers, transactions } from '@/lib/db/schema';
import { addBusinessDays } from '@/lib/domain/business-days';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { longDay } from '@/lib/server/handover/gate-pass-pdf';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import {
  chicagoDay,
  DAY_MS,
  expectedStorageDays,
  getGatePass,
  getHandover,
  payLot,
  postPickup,
  registerBuyer,
  wonLot,
} from '@/test/handover';
import { insertTestBranch } from '@/test/lots';
import { registerMember } from '@/test/members';
import { getCheckout, postCheckout } from '@/test/payments';
import { registerStaff } from '@/test/staff';

jest.setTimeout(90_000);
afterAll(() => closeRateLimiters());

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe.each(testDatabaseKinds())('the buyer’s handover and gate pass on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await db
      .update(branches)
      .set({ street: '4200 Salvage Yard Rd', pickupHours: 'Monday to Friday, 8:00 AM to 4:30 PM' })
      .where(eq(branches.id, 1));
  });

  test('the handover: the buyer’s own purchase only; bad ids are 422', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    const seen = await getHandover(buyer, lotId);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      lotId,
      titleStep: 'awaiting-seller',
      paid: false,
      paidAt: null,
      yard: {
        name: 'Dallas',
        address: ['4200 Salvage Yard Rd', 'Dallas, TX 75201'],
        hours: 'Monday to Friday, 8:00 AM to 4:30 PM',
        timeZone: 'America/Chicago',
      },
      storage: { chargeableDays: 0, perDay: 25, accrued: 0 },
      delays: [],
      pickedUpAt: null,
      storageInvoice: null,
      gatePassAvailable: false,
    });
    expect(seen.body.data.titleSteps[0]).toEqual({ step: 'awaiting-seller', at: expect.any(String) });
    expect((await getHandover(await registerMember(), lotId)).status).toBe(404);
    expect((await getHandover(null, lotId)).status).toBe(401);
    expect(await getHandover(buyer, '12345')).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { lotId: expect.any(String) } } },
    });
    expect((await getHandover(buyer, 999_999_997)).status).toBe(404);
  });

  test('the gate pass: a PDF with the code (its QR), the yard’s address and hours and the last free day', async () => {
    const buyer = await registerBuyer(db);
    const lotId = await wonLot(db, buyer);
    expect(await getGatePass(buyer, lotId).then((r) => r.json())).toMatchObject({
      error: { code: 'not_paid' },
    });
    await payLot(buyer, lotId);
    const view = (await getHandover(buyer, lotId)).body.data;
    expect(view).toMatchObject({ paid: true, gatePassAvailable: true });

    const response = await getGatePass(buyer, lotId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="gate-pass-${lotId}.pdf"`);
    const text = await pdfText(response);
    const [row] = await db.select().from(lotHandovers).where(eq(lotHandovers.lotId, lotId));
    const code = row!.gatePassCode!;
    expect(code).toMatch(/^GP-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(text).toContain(code);
    expect(text).toContain(String(lotId));
    expect(text).toContain('4200 Salvage Yard Rd');
    expect(text).toContain('Dallas, TX 75201');
    expect(text).toContain('Monday to Friday, 8:00 AM to 4:30 PM');
    // Paid today: free for the next 3 business days of the yard.
    const lastFree = addBusinessDays(new Date(`${chicagoDay(new Date())}T12:00:00Z`), 3)
      .toISOString()
      .slice(0, 10);
    expect(view.storage.lastFreeDay).toBe(lastFree);
    expect(text).toContain(`Last free day ${longDay(lastFree)}`);

    // The code stays the same at every download; nobody else gets the pass.
    await pdfText(await getGatePass(buyer, lotId));
    const [again] = await db.select().from(lotHandovers).where(eq(lotHandovers.lotId, lotId));
    expect(again!.gatePassCode).toBe(code);
    const other = await getGatePass(await registerMember(), lotId);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await getGatePass(null, lotId)).status).toBe(401);
    expect((await getGatePass(buyer, 'x')).status).toBe(422);

    // Once the vehicle has left, the pass is spent.
    const yard = await registerStaff(['support']);
    expect((await postPickup(yard, { code })).status).toBe(200);
    expect(await getGatePass(buyer, lotId).then((r) => r.json())).toMatchObject({
      error: { code: 'already_picked_up' },
    });
  });

  test('paying late charges the storage accrued past the free days at checkout, once', async () => {
    const buyer = await registerBuyer(db);
    const soldAt = new Date(Date.now() - 20 * DAY_MS);
    const lotId = await wonLot(db, buyer, soldAt);
    // Unpaid, the clock started at the payment deadline.
    const startDay = chicagoDay(addBusinessDays(soldAt, 3));
    const days = expectedStorageDays(startDay, chicagoDay(new Date()));
    expect(days).toBeGreaterThan(5);
    const [line] = (await getCheckout(buyer)).body.data.lots;
    // Vip: $25 + $200 + $95 + $94, the $50 late fee, and $25 a day of storage.
    expect(line).toMatchObject({
      lotId,
      late: true,
      lateFee: 50,
      storageFee: days * 25,
      total: 464 + days * 25,
    });
    expect(await postCheckout(buyer, { lotIds: [lotId], amount: 464, cardId: buyer.cardId })).toMatchObject({
      status: 409,
      body: { error: { code: 'amount_changed' } },
    });
    const paid = await postCheckout(buyer, {
      lotIds: [lotId],
      amount: 464 + days * 25,
      cardId: buyer.cardId,
    });
    expect(paid.body.data).toMatchObject({ status: 'approved', amount: 464 + days * 25 });
    const storageRows = await db
      .select({ cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.lotId, lotId), eq(transactions.kind, 'storage-fee')));
    expect(storageRows).toEqual([{ cents: days * 2_500, status: 'completed' }]);
    expect((await getCheckout(buyer)).body.data).toEqual({ lots: [], total: 0 });
    const view = (await getHandover(buyer, lotId)).body.data;
    expect(view).toMatchObject({
      paid: true,
      storage: { startDay, chargeableDays: days, accrued: days * 25, charged: days * 25, uncharged: 0 },
    });

    // Picked up the same day: the final invoice has no day left to charge.
    const [row] = await db.select().from(lotHandovers).where(eq(lotHandovers.lotId, lotId));
    expect(row).toBeUndefined();
    await getGatePass(buyer, lotId);
    const [issued] = await db.select().from(lotHandovers).where(eq(lotHandovers.lotId, lotId));
    const yard = await registerStaff(['inventory']);
    const picked = await postPickup(yard, { code: issued!.gatePassCode });
    expect(picked.body.data.storageInvoice).toEqual({ days: 0, amount: 0, paid: true });
  });
});
