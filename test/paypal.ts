import captureOrder from '@/lib/server/payments/fixtures/paypal-capture-order.json' with { type: 'json' };
import createOrder from '@/lib/server/payments/fixtures/paypal-create-order.json' with { type: 'json' };
import orderApproved from '@/lib/server/payments/fixtures/paypal-get-order-approved.json' with { type: 'json' };
import oauthToken from '@/lib/server/payments/fixtures/paypal-oauth-token.json' with { type: 'json' };

export interface FakePayPal {
  /** Each call PayPal got, as `METHOD /path`. */
  calls: string[];
  /** The return and cancel links of the last order created (what PayPal sends the payer back to). */
  links(): { returnUrl: string; cancelUrl: string };
  restore(): void;
}

/**
 * PayPal's REST API played from the recorded fixtures (an order the payer approves, then captures), in place of
 * global fetch until `restore`. Also keeps the links each created order was given.
 */
export function fakePayPal(overrides: Record<string, unknown> = {}): FakePayPal {
  const realFetch = global.fetch;
  const routes: Record<string, unknown> = {
    'POST /v1/oauth2/token': oauthToken,
    'POST /v2/checkout/orders': createOrder,
    [`GET /v2/checkout/orders/${createOrder.id}`]: orderApproved,
    [`POST /v2/checkout/orders/${createOrder.id}/capture`]: captureOrder,
    ...overrides,
  };
  const calls: string[] = [];
  let last: { return_url: string; cancel_url: string } | undefined;
  global.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    calls.push(call);
    if (call === 'POST /v2/checkout/orders') {
      last = JSON.parse(String(init?.body)).payment_source.paypal.experience_context;
    }
    return Response.json(routes[call], { status: 200 });
  }) as typeof fetch;
  return {
    calls,
    links() {
      if (!last) throw new Error('no PayPal order was created');
      return { returnUrl: last.return_url, cancelUrl: last.cancel_url };
    },
    restore() {
      global.fetch = realFetch;
    },
  };
}

/** A link PayPal sends the payer back to, as PayPal follows it (it adds its order id and the payer's id). */
export function followedLink(url: string): string {
  const link = new URL(url);
  link.searchParams.set('token', createOrder.id);
  link.searchParams.set('PayerID', 'PAYER123');
  return `${link.pathname}${link.search}`;
}
