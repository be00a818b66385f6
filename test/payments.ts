import { randomUUID } from 'node:crypto';
import { POST as addCardRoute } from '@/app/rest-api/v2/account/credit-cards/route';
import { POST as depositRoute } from '@/app/rest-api/v2/account/deposits/route';
import { jsonRequest, type TestMember } from './members';

/** A route's answer; the body as the tests read it (its fields are checked by their expectations). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read field by field
export async function answerOf(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}

/** A card as the add-card form sends it; expiry two years ahead unless given. */
export function cardInput(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: number.length === 15 ? '1234' : '123',
    holderName: 'Test Member',
    ...overrides,
  };
}

/** POST /rest-api/v2/account/credit-cards as the member's browser sends it. */
export async function postCard(member: TestMember, body: unknown) {
  return answerOf(
    await addCardRoute(jsonRequest('/rest-api/v2/account/credit-cards', { body, cookie: member.cookie }), {}),
  );
}

/** Saves a sandbox test card and answers its id. */
export async function savedCardId(member: TestMember, number = '4242424242424242'): Promise<number> {
  const { status, body } = await postCard(member, cardInput(number));
  if (status !== 200) throw new Error(`card not saved: ${status} ${JSON.stringify(body)}`);
  return body.data.id as number;
}

/** POST /rest-api/v2/account/deposits with an Idempotency-Key (a fresh one unless given; null: none). */
export async function postDeposit(member: TestMember, body: unknown, key: string | null = randomUUID()) {
  const request = jsonRequest('/rest-api/v2/account/deposits', { body, cookie: member.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await depositRoute(request, {}));
}

/** POST /rest-api/v2/account/checkout with an Idempotency-Key (a fresh one unless given; null: none). */
export async function postCheckout(member: TestMember, body: unknown, key: string | null = randomUUID()) {
  const { POST } = await import('@/app/rest-api/v2/account/checkout/route');
  const request = jsonRequest('/rest-api/v2/account/checkout', { body, cookie: member.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await POST(request, {}));
}

/** GET /rest-api/v2/account/checkout. */
export async function getCheckout(member: TestMember) {
  const { GET } = await import('@/app/rest-api/v2/account/checkout/route');
  return answerOf(
    await GET(jsonRequest('/rest-api/v2/account/checkout', { method: 'GET', cookie: member.cookie }), {}),
  );
}

/** POST /rest-api/v2/account/membership/payment with an Idempotency-Key (a fresh one unless given; null: none). */
export async function postMembershipPayment(
  member: TestMember,
  body: unknown,
  key: string | null = randomUUID(),
) {
  const { POST } = await import('@/app/rest-api/v2/account/membership/payment/route');
  const request = jsonRequest('/rest-api/v2/account/membership/payment', { body, cookie: member.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await POST(request, {}));
}
