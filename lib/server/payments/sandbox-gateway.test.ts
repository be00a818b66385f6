import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { gatewayOperations } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import type { AuthorizeRequest } from './gateway';
import { sandboxGateway as sandbox } from './sandbox-gateway';

const year = new Date().getUTCFullYear() + 2;
const card = (number: string, cvc = '123') => ({
  number,
  cvc,
  expMonth: 12,
  expYear: year,
  holderName: 'Ann',
});
let n = 0;
const key = (what: string) => `${what}-${Date.now()}-${(n += 1)}`;

describe.each(testDatabaseKinds())('the sandbox gateway on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });

  async function tokenOf(number: string): Promise<string> {
    const saved = await sandbox.tokenizeCard!(db, card(number), key('tok'));
    if (saved.status !== 'approved') throw new Error(`not tokenized: ${saved.code}`);
    return saved.token;
  }
  const hold = (token: string, over: Partial<AuthorizeRequest> = {}) =>
    sandbox.authorize(db, {
      amountCents: cents(60_000),
      source: { kind: 'card', token },
      idempotencyKey: key('auth'),
      secure3d: false,
      returnUrl: '/challenge',
      cancelUrl: '/cancel',
      description: 'test',
      ...over,
    });

  test('tokenizes the test cards with brand, last four and BIN, and stores no number', async () => {
    const saved = await sandbox.tokenizeCard!(db, card('4242 4242 4242 4242'), key('tok'));
    expect(saved).toMatchObject({ status: 'approved', brand: 'visa', last4: '4242', bin: '424242' });
    const amex = await sandbox.tokenizeCard!(db, card('378282246310005', '1234'), key('tok'));
    expect(amex).toMatchObject({ status: 'approved', brand: 'amex', last4: '0005' });
    const rows = await db.select().from(gatewayOperations);
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|378282246310005|4242 4242/);
  });

  test('refuses the decline numbers, a wrong CVC, an expired card and real card numbers', async () => {
    expect(await sandbox.tokenizeCard!(db, card('4000000000000002'), key('tok'))).toEqual({
      status: 'declined',
      code: 'generic_decline',
    });
    expect(await sandbox.tokenizeCard!(db, card('4000000000000127'), key('tok'))).toEqual({
      status: 'declined',
      code: 'incorrect_cvc',
    });
    expect(await sandbox.tokenizeCard!(db, card('4242424242424242', '1234'), key('tok'))).toMatchObject({
      code: 'incorrect_cvc',
    });
    expect(
      await sandbox.tokenizeCard!(db, { ...card('4242424242424242'), expYear: 2020 }, key('tok')),
    ).toMatchObject({ code: 'expired_card' });
    expect(await sandbox.tokenizeCard!(db, card('4111111111111111'), key('tok'))).toEqual({
      status: 'declined',
      code: 'live_card_in_test_mode',
    });
  });

  test('charges: approve, insufficient funds, generic decline; 3-D Secure only when asked for', async () => {
    expect(await hold(await tokenOf('4242424242424242'))).toMatchObject({ status: 'approved' });
    expect(await hold(await tokenOf('4000000000009995'))).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
    });
    expect(await hold(await tokenOf('4000000000000341'))).toMatchObject({
      status: 'declined',
      code: 'generic_decline',
    });
    const secure = await tokenOf('4000000000003220');
    expect(await hold(secure)).toMatchObject({ status: 'approved' });
    const challenged = await hold(secure, { secure3d: true });
    expect(challenged).toMatchObject({ status: 'requires_action', actionUrl: '/challenge' });
    expect(await hold('tok_sandbox_unknown')).toMatchObject({ status: 'declined', code: 'not_found' });
  });

  test('the 3-D Secure challenge: approve lets the capture through, fail declines it', async () => {
    const token = await tokenOf('4000000000003220');
    const passed = await hold(token, { secure3d: true });
    expect(await sandbox.capture(db, passed.reference!, cents(60_000), key('cap'))).toMatchObject({
      status: 'declined',
    });
    expect(
      await sandbox.confirm(db, passed.reference!, { idempotencyKey: key('c'), challenge: 'approve' }),
    ).toEqual({
      status: 'approved',
      reference: passed.reference,
    });
    expect(await sandbox.capture(db, passed.reference!, cents(60_000), key('cap'))).toMatchObject({
      status: 'approved',
    });

    const failed = await hold(token, { secure3d: true });
    expect(
      await sandbox.confirm(db, failed.reference!, { idempotencyKey: key('c'), challenge: 'fail' }),
    ).toEqual({
      status: 'declined',
      reference: failed.reference,
      code: 'authentication_failed',
    });
    // The first answer of a challenge stands.
    expect(
      await sandbox.confirm(db, failed.reference!, { idempotencyKey: key('c'), challenge: 'approve' }),
    ).toMatchObject({ status: 'declined' });
  });

  test('holds, captures, releases and refunds are each recorded, within the held amount', async () => {
    const token = await tokenOf('5555555555554444');
    const held = await hold(token, { amountCents: cents(100_000) });
    const ref = held.reference!;
    expect(await sandbox.capture(db, ref, cents(150_000), key('cap'))).toMatchObject({ status: 'declined' });
    expect(await sandbox.capture(db, ref, cents(100_000), key('cap'))).toMatchObject({ status: 'approved' });
    expect(await sandbox.release(db, ref, key('rel'))).toMatchObject({ status: 'declined' });
    expect(await sandbox.refund(db, ref, cents(40_000), key('ref'))).toMatchObject({ status: 'approved' });
    expect(await sandbox.refund(db, ref, cents(70_000), key('ref'))).toMatchObject({ status: 'declined' });
    expect(await sandbox.refund(db, ref, cents(60_000), key('ref'))).toMatchObject({ status: 'approved' });

    const released = (await hold(token)).reference!;
    expect(await sandbox.release(db, released, key('rel'))).toMatchObject({ status: 'approved' });
    expect(await sandbox.capture(db, released, cents(60_000), key('cap'))).toMatchObject({
      status: 'declined',
    });

    const rows = await db.select().from(gatewayOperations).where(eq(gatewayOperations.reference, ref));
    expect(rows.map((r) => [r.operation, r.outcome, r.amountCents])).toEqual([
      ['authorize', 'approved', 100_000],
      ['capture', 'declined', 150_000],
      ['capture', 'approved', 100_000],
      ['release', 'declined', null],
      ['refund', 'approved', 40_000],
      ['refund', 'declined', 70_000],
      ['refund', 'approved', 60_000],
    ]);
  });

  test('a retried call with its idempotency key answers the first result and moves no money twice', async () => {
    const token = await tokenOf('4242424242424242');
    const authKey = key('auth');
    const first = await hold(token, { idempotencyKey: authKey });
    const again = await hold(token, { idempotencyKey: authKey, amountCents: cents(99_900) });
    expect(again).toEqual(first);
    const capKey = key('cap');
    expect(await sandbox.capture(db, first.reference!, cents(60_000), capKey)).toMatchObject({
      status: 'approved',
    });
    expect(await sandbox.capture(db, first.reference!, cents(60_000), capKey)).toMatchObject({
      status: 'approved',
    });
    const rows = await db
      .select()
      .from(gatewayOperations)
      .where(eq(gatewayOperations.reference, first.reference!));
    expect(rows.filter((r) => r.operation === 'capture')).toHaveLength(1);
    expect(rows.filter((r) => r.operation === 'authorize')).toHaveLength(1);
  });
});
