import { randomUUID } from 'node:crypto';
import { GET as closedRoute } from '@/app/rest-api/v2/account/closed-transactions/route';
import { GET as depositsRoute } from '@/app/rest-api/v2/account/deposits/route';
import { GET as purchasesRoute } from '@/app/rest-api/v2/account/purchases/route';
import { POST as refundRoute } from '@/app/rest-api/v2/account/refunds/[id]/route';
import { GET as refundsRoute } from '@/app/rest-api/v2/account/refunds/route';
import { jsonRequest, type TestMember } from './members';
import { answerOf } from './payments';

const LISTS = {
  purchases: purchasesRoute,
  deposits: depositsRoute,
  refunds: refundsRoute,
  'closed-transactions': closedRoute,
} as const;
export type TransactionList = keyof typeof LISTS;

/** GET /rest-api/v2/account/{list}?{query} as the member's browser sends it (no cookie: a visitor). */
export async function getList(member: TestMember | null, list: TransactionList, query = '') {
  const request = jsonRequest(`/rest-api/v2/account/${list}${query ? `?${query}` : ''}`, {
    method: 'GET',
    cookie: member?.cookie,
  });
  return answerOf(await LISTS[list](request, {}));
}

/** POST /rest-api/v2/account/refunds/{id} with an Idempotency-Key (a fresh one unless given; null: none). */
export async function postRefund(member: TestMember, id: number | string, key: string | null = randomUUID()) {
  const request = jsonRequest(`/rest-api/v2/account/refunds/${id}`, { cookie: member.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await refundRoute(request, { params: Promise.resolve({ id: String(id) }) }));
}
