import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GET as handoverRoute } from '@/app/rest-api/v2/account/purchases/[lotId]/handover/route';
import { GET as gatePassRoute } from '@/app/rest-api/v2/account/purchases/[lotId]/gate-pass/route';
import { POST as pickupRoute } from '@/app/rest-api/v2/admin/handover/pickup/route';
import type { Db } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import { endSale } from '@/lib/server/auctions/end-sale';
import { postBid, registerBidder } from './bidders';
import { insertTestLots } from './lots';
import { jsonRequest, type TestMember } from './members';
import { answerOf, getCheckout, postCheckout, savedCardId } from './payments';

const DAY_MS = 86_400_000;
let nextLot = 360_000_000;

/** A buyer (Vip: 4% buyer fee, at least $200) with a deposit and a saved test card. */
export async function registerBuyer(db: Db): Promise<TestMember & { cardId: number }> {
  const member = await registerBidder(db, { depositCents: 500_000, membership: 'vip' });
  return { ...member, cardId: await savedCardId(member) };
}

/** A lot of the test branch (Dallas, America/Chicago) the member won alone at $25, `soldAt`. */
export async function wonLot(db: Db, member: TestMember, soldAt = new Date()): Promise<number> {
  const id = (nextLot += 1);
  await insertTestLots(db, [{ id }]);
  const bid = await postBid(member, { lotId: id, maxBid: 3_000 });
  if (bid.status !== 200) throw new Error(`bid refused: ${JSON.stringify(bid.body)}`);
  const ended = await endSale(id, soldAt);
  if (ended?.outcome !== 'sold') throw new Error(`lot ${id} did not sell: ${JSON.stringify(ended)}`);
  return id;
}

/** Pays the lot at checkout by card for today's total; answers what was paid (whole dollars). */
export async function payLot(member: TestMember & { cardId: number }, lotId: number): Promise<number> {
  const { body } = await getCheckout(member);
  const line = (body.data.lots as { lotId: number; total: number }[]).find((l) => l.lotId === lotId);
  if (!line) throw new Error(`lot ${lotId} is not in the checkout`);
  const paid = await postCheckout(member, { lotIds: [lotId], amount: line.total, cardId: member.cardId });
  if (paid.body.data?.status !== 'approved') throw new Error(`checkout: ${JSON.stringify(paid.body)}`);
  return line.total;
}

/** Time passing: every ledger row of the member's lot (the sale, its deadline, the payment) moves `days` days back. */
export async function backdateLedger(db: Db, memberId: string, lotId: number, days: number): Promise<void> {
  const shift = sql`interval '1 day' * ${days}`;
  await db
    .update(transactions)
    .set({
      createdAt: sql`${transactions.createdAt} - ${shift}`,
      dueAt: sql`${transactions.dueAt} - ${shift}`,
    })
    .where(and(eq(transactions.memberId, memberId), eq(transactions.lotId, lotId)));
}

/** The calendar day (YYYY-MM-DD) of an instant in Chicago, the test branch's zone. */
export function chicagoDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(instant);
}

/**
 * How many calendar days after a start day its third business day falls, by the start's weekday (Sunday first),
 * written out by hand: a reference for the storage rule, not a use of it.
 */
const LAST_FREE_OFFSET = [3, 3, 3, 5, 5, 5, 4] as const;

/** Storage days charged from `startDay` through `throughDay` with 3 free business days and no delays. */
export function expectedStorageDays(startDay: string, throughDay: string): number {
  const start = Date.parse(`${startDay}T12:00:00Z`);
  const offset = LAST_FREE_OFFSET[new Date(start).getUTCDay()]!;
  const span = Math.round((Date.parse(`${throughDay}T12:00:00Z`) - start) / DAY_MS);
  return Math.max(0, span - offset);
}

/** GET /rest-api/v2/account/purchases/{lotId}/handover as the member. */
export async function getHandover(member: TestMember | null, lotId: number | string) {
  const url = `/rest-api/v2/account/purchases/${lotId}/handover`;
  return answerOf(
    await handoverRoute(jsonRequest(url, { method: 'GET', cookie: member?.cookie }), {
      params: Promise.resolve({ lotId: String(lotId) }),
    }),
  );
}

/** GET /rest-api/v2/account/purchases/{lotId}/gate-pass as the member: the raw response. */
export function getGatePass(member: TestMember | null, lotId: number | string): Promise<Response> {
  const url = `/rest-api/v2/account/purchases/${lotId}/gate-pass`;
  return gatePassRoute(jsonRequest(url, { method: 'GET', cookie: member?.cookie }), {
    params: Promise.resolve({ lotId: String(lotId) }),
  });
}

/** POST /rest-api/v2/admin/handover/pickup as staff, with an Idempotency-Key (fresh unless given; null: none). */
export async function postPickup(staff: TestMember, body: unknown, key: string | null = randomUUID()) {
  const request = jsonRequest('/rest-api/v2/admin/handover/pickup', { body, cookie: staff.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await pickupRoute(request, {}));
}

export { DAY_MS };
