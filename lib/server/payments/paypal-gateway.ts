import 'server-only';
import type { Db } from '@/lib/db/client';
import { decimalDollarsOf, type Cents } from '@/lib/domain/money';
import { logger } from '@/lib/log';
import type {
  AuthorizeRequest,
  ConfirmRequest,
  DeclineCode,
  GatewayOutcome,
  PaymentGateway,
} from './gateway';
import { findOperation, operationsOf, recordOperation, type GatewayOperation } from './operations';
import { outcomeOf } from './sandbox-gateway';

/**
 * PayPal's Orders API v2 (https://developer.paypal.com/docs/api/orders/v2/): `authorize` creates an order (intent
 * CAPTURE) and answers requires_action with PayPal's approval link; `confirm` reads the order back after the payer
 * returns (APPROVED or not); `capture` captures it; `refund` refunds the capture (Payments API v2). `release` drops an
 * order that was never captured (PayPal lets it expire: nothing to call). Every call sends its idempotency key as
 * PayPal-Request-Id and is recorded in `gateway_operations`; a recorded key is answered from the record.
 */
export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** The live API when the site's environment is prod, else PayPal's sandbox. */
  live: boolean;
}

const NAME = 'paypal' as const;
const log = logger('paypal');

export const PAYPAL_API = {
  live: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
} as const;

interface PayPalLink {
  href: string;
  rel: string;
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
}
interface PayPalError {
  name?: string;
  details?: { issue?: string }[];
}

/** A PayPal error's issue as our decline code. */
function declineOf(body: PayPalError | undefined): DeclineCode {
  const issue = body?.details?.[0]?.issue ?? body?.name ?? '';
  if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') return 'generic_decline';
  if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return 'payer_action_required';
  if (issue === 'RESOURCE_NOT_FOUND' || issue === 'INVALID_RESOURCE_ID') return 'not_found';
  return 'processing_error';
}

export function paypalGateway(config: PayPalConfig): PaymentGateway {
  const base = config.live ? PAYPAL_API.live : PAYPAL_API.sandbox;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal sign-in failed with status ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  /** One API call: the parsed body and whether PayPal accepted it (a network failure counts as a refusal). */
  async function call<T>(method: 'GET' | 'POST', path: string, requestId: string | null, body?: unknown) {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const parsed = (await response.json().catch(() => ({}))) as T & PayPalError;
      if (!response.ok) log.warn(`PayPal ${method} ${path} answered ${response.status}`, parsed.details);
      return { ok: response.ok, body: parsed };
    } catch (error) {
      log.error(`PayPal ${method} ${path} failed`, error);
      return { ok: false, body: {} as T & PayPalError };
    }
  }

  /** Runs `work` once per key and records its answer; a recorded key answers from the record. */
  async function once(
    db: Db,
    operation: GatewayOperation,
    key: string,
    amountCents: Cents | null,
    work: () => Promise<{ outcome: GatewayOutcome; response: Record<string, unknown> }>,
  ): Promise<GatewayOutcome> {
    const found = await findOperation(db, NAME, key);
    if (found) return outcomeOf(found);
    const { outcome, response } = await work();
    await recordOperation(db, {
      gateway: NAME,
      operation,
      idempotencyKey: key,
      reference: outcome.reference,
      amountCents,
      outcome: outcome.status,
      code: outcome.status === 'declined' ? outcome.code : null,
      response:
        outcome.status === 'requires_action' ? { ...response, actionUrl: outcome.actionUrl } : response,
    });
    return outcome;
  }

  const declined = (reference: string | null, body: PayPalError) => ({
    outcome: { status: 'declined' as const, reference, code: declineOf(body) },
    response: { error: body.name ?? null, issue: body.details?.[0]?.issue ?? null },
  });

  return {
    name: NAME,

    authorize: (db, request: AuthorizeRequest) =>
      once(db, 'authorize', request.idempotencyKey, request.amountCents, async () => {
        const { ok, body } = await call<PayPalOrder>('POST', '/v2/checkout/orders', request.idempotencyKey, {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.idempotencyKey.slice(0, 256),
              description: request.description,
              amount: { currency_code: 'USD', value: decimalDollarsOf(request.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        });
        const approve = body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
        if (!ok || !approve) return declined(body.id ?? null, body);
        return {
          outcome: { status: 'requires_action', reference: body.id, actionUrl: approve.href },
          response: { orderStatus: body.status },
        };
      }),

    confirm: (db, reference: string, request: ConfirmRequest) =>
      once(db, 'confirm', request.idempotencyKey, null, async () => {
        const { ok, body } = await call<PayPalOrder>(
          'GET',
          `/v2/checkout/orders/${encodeURIComponent(reference)}`,
          null,
        );
        if (!ok) return declined(reference, body);
        if (body.status !== 'APPROVED' && body.status !== 'COMPLETED') {
          return {
            outcome: { status: 'declined', reference, code: 'payer_action_required' },
            response: { orderStatus: body.status },
          };
        }
        return { outcome: { status: 'approved', reference }, response: { orderStatus: body.status } };
      }),

    capture: (db, reference, amountCents, key) =>
      once(db, 'capture', key, amountCents, async () => {
        const { ok, body } = await call<PayPalOrder>(
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`,
          key,
          {},
        );
        const captured = body.purchase_units?.[0]?.payments?.captures?.[0];
        if (!ok || body.status !== 'COMPLETED' || captured?.status !== 'COMPLETED') {
          return declined(reference, body);
        }
        return {
          outcome: { status: 'approved', reference },
          response: { orderStatus: body.status, captureId: captured.id },
        };
      }),

    release: (db, reference, key) =>
      once(db, 'release', key, null, async () => {
        const captured = (await operationsOf(db, NAME, reference)).some(
          (r) => r.operation === 'capture' && r.outcome === 'approved',
        );
        return captured
          ? { outcome: { status: 'declined', reference, code: 'processing_error' }, response: {} }
          : { outcome: { status: 'approved', reference }, response: { note: 'order left to expire' } };
      }),

    refund: (db, reference, amountCents, key) =>
      once(db, 'refund', key, amountCents, async () => {
        const capture = (await operationsOf(db, NAME, reference)).find(
          (r) => r.operation === 'capture' && r.outcome === 'approved',
        );
        const captureId = capture?.response.captureId;
        if (typeof captureId !== 'string') {
          return { outcome: { status: 'declined', reference, code: 'not_found' }, response: {} };
        }
        const { ok, body } = await call<{ id: string; status: string }>(
          'POST',
          `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
          key,
          { amount: { currency_code: 'USD', value: decimalDollarsOf(amountCents) } },
        );
        if (!ok || (body.status !== 'COMPLETED' && body.status !== 'PENDING'))
          return declined(reference, body);
        return {
          outcome: { status: 'approved', reference },
          response: { refundId: body.id, refundStatus: body.status },
        };
      }),
  };
}
