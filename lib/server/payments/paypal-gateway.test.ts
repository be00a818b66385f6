import { jest } from '@jest/globals';
import type { Db } from '@/lib/db/client';
import { gatewayOperations } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import captureDeclined from './fixtures/paypal-capture-declined.json' with { type: 'json' };
import captureOrder from './fixtures/paypal-capture-order.json' with { type: 'json' };
import createOrder from './fixtures/paypal-create-order.json' with { type: 'json' };
import orderApproved from './fixtures/paypal-get-order-approved.json' with { type: 'json' };
import orderNotApproved from './fixtures/paypal-get-order-not-approved.json' with { type: 'json' };
import oauthToken from './fixtures/paypal-oauth-token.json' with { type: 'json' };
import refundCapture from './fixtures/paypal-refund-capture.json' with { type: 'json' };
import { paypalGateway, PAYPAL_API } from './paypal-gateway';

const ORDER = '5O190127TN364715T';
type Route = { status: number; body: unknown };

/** A fetch that answers PayPal's recorded responses by method and path, and remembers every call. */
function recordedPayPal(routes: Record<string, Route>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: string | undefined }[] =
    [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, headers: init?.headers as Record<string, string>, body: init?.body as string });
    const route = routes[`${method} ${new URL(url).pathname}`];
    if (!route) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

const HAPPY: Record<string, Route> = {
  'POST /v1/oauth2/token': { status: 200, body: oauthToken },
  'POST /v2/checkout/orders': { status: 200, body: createOrder },
  [`GET /v2/checkout/orders/${ORDER}`]: { status: 200, body: orderApproved },
  [`POST /v2/checkout/orders/${ORDER}/capture`]: { status: 201, body: captureOrder },
  'POST /v2/payments/captures/3C679366HH908993F/refund': { status: 201, body: refundCapture },
};

const realFetch = global.fetch;
// PayPal's refusals and failures are logged as warnings and errors: kept out of the test output.
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

let n = 0;
const key = (what: string) => `${what}-${Date.now()}-${(n += 1)}`;
const authorizeRequest = (idempotencyKey: string) => ({
  amountCents: cents(60_000),
  source: { kind: 'paypal' as const },
  idempotencyKey,
  secure3d: false,
  returnUrl: 'https://shop.example/rest-api/v2/account/payments/1/paypal-return',
  cancelUrl: 'https://shop.example/rest-api/v2/account/payments/1/paypal-cancel',
  description: 'SalvageLane deposit of $600',
});

describe.each(testDatabaseKinds())('the PayPal gateway against recorded responses, on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });

  test('create order, approval, capture and refund: the calls PayPal expects, recorded once each', async () => {
    const calls = recordedPayPal(HAPPY);
    const paypal = paypalGateway({ clientId: 'client-id', clientSecret: 'secret', live: false });
    const authKey = key('auth');
    const created = await paypal.authorize(db, authorizeRequest(authKey));
    expect(created).toEqual({
      status: 'requires_action',
      reference: ORDER,
      actionUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER}`,
    });
    const [tokenCall, orderCall] = calls;
    expect(tokenCall!.url).toBe(`${PAYPAL_API.sandbox}/v1/oauth2/token`);
    expect(tokenCall!.headers.authorization).toBe(
      `Basic ${Buffer.from('client-id:secret').toString('base64')}`,
    );
    expect(orderCall!.headers['paypal-request-id']).toBe(authKey);
    expect(orderCall!.headers.authorization).toBe(`Bearer ${oauthToken.access_token}`);
    expect(JSON.parse(orderCall!.body!)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '600.00' } }],
      payment_source: {
        paypal: { experience_context: { return_url: expect.stringContaining('paypal-return') } },
      },
    });

    expect(await paypal.confirm(db, ORDER, { idempotencyKey: key('confirm') })).toEqual({
      status: 'approved',
      reference: ORDER,
    });
    const capKey = key('cap');
    expect(await paypal.capture(db, ORDER, cents(60_000), capKey)).toEqual({
      status: 'approved',
      reference: ORDER,
    });
    expect(calls.at(-1)!.headers['paypal-request-id']).toBe(capKey);
    expect(await paypal.refund(db, ORDER, cents(60_000), key('refund'))).toEqual({
      status: 'approved',
      reference: ORDER,
    });
    expect(JSON.parse(calls.at(-1)!.body!)).toEqual({ amount: { currency_code: 'USD', value: '600.00' } });

    // Replays answer from the records: no call reaches PayPal again.
    const before = calls.length;
    expect(await paypal.authorize(db, authorizeRequest(authKey))).toEqual(created);
    expect(await paypal.capture(db, ORDER, cents(60_000), capKey)).toEqual({
      status: 'approved',
      reference: ORDER,
    });
    expect(calls.length).toBe(before);
    // The token was fetched once and reused.
    expect(calls.filter((c) => c.url.endsWith('/v1/oauth2/token'))).toHaveLength(1);

    const rows = await db.select().from(gatewayOperations);
    const mine = rows.filter((r) => r.gateway === 'paypal' && r.reference === ORDER);
    expect(mine.map((r) => r.operation)).toEqual(['authorize', 'confirm', 'capture', 'refund']);
    expect(mine.find((r) => r.operation === 'capture')!.response).toMatchObject({
      captureId: '3C679366HH908993F',
    });
  });

  test('an order the payer did not approve, and a declined capture, are declines with their reason', async () => {
    recordedPayPal({
      ...HAPPY,
      [`GET /v2/checkout/orders/${ORDER}`]: { status: 200, body: orderNotApproved },
      [`POST /v2/checkout/orders/${ORDER}/capture`]: { status: 422, body: captureDeclined },
    });
    const paypal = paypalGateway({ clientId: 'client-id', clientSecret: 'secret', live: false });
    expect(await paypal.confirm(db, ORDER, { idempotencyKey: key('confirm') })).toEqual({
      status: 'declined',
      reference: ORDER,
      code: 'payer_action_required',
    });
    expect(await paypal.capture(db, ORDER, cents(60_000), key('cap'))).toEqual({
      status: 'declined',
      reference: ORDER,
      code: 'generic_decline',
    });
  });

  test('the live API when the environment is prod; a network failure is a declined call, not a crash', async () => {
    const calls = recordedPayPal({ 'POST /v1/oauth2/token': HAPPY['POST /v1/oauth2/token']! });
    const paypal = paypalGateway({ clientId: 'live-id', clientSecret: 'secret', live: true });
    expect(await paypal.authorize(db, authorizeRequest(key('auth')))).toEqual({
      status: 'declined',
      reference: null,
      code: 'processing_error',
    });
    expect(calls[0]!.url).toBe(`${PAYPAL_API.live}/v1/oauth2/token`);
    expect(calls[1]!.url).toBe(`${PAYPAL_API.live}/v2/checkout/orders`);
  });
});
