import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as bidRoute } from '@/app/rest-api/v2/bids/route';
import { POST as buyNowRoute } from '@/app/rest-api/v2/buy-now/route';
import type { Db } from '@/lib/db/client';
import { deposits, idReviews, members } from '@/lib/db/schema';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { TERMS_VERSION, type MembershipCode } from '@/lib/domain/business-rules';
import { cents } from '@/lib/domain/money';
import { jsonRequest, registerMember, type TestMember } from './members';

/**
 * Marks the member's id approved, as staff's approval would (without an upload on file, like the demo's accounts):
 * the member bids and buys now without the cap of business-rules UNVERIFIED_BID_CAP_CENTS.
 */
export async function approveIdOf(db: Db, memberId: string): Promise<void> {
  await db
    .insert(idReviews)
    .values({ memberId, status: 'approved', decidedBy: 'test', decidedAt: new Date() });
}

/**
 * A registered member who accepted the terms, of `membership`, with a held deposit of `depositCents` and (unless
 * `idApproved` is false, to test the cap) an approved id.
 */
export async function registerBidder(
  db: Db,
  {
    depositCents = 100_000,
    membership = 'starter',
    idApproved = true,
  }: { depositCents?: number; membership?: MembershipCode; idApproved?: boolean } = {},
): Promise<TestMember> {
  const member = await registerMember();
  await db
    .update(members)
    .set({ acceptedTermsVersion: TERMS_VERSION, membershipCode: membership })
    .where(eq(members.id, member.memberId));
  if (idApproved) await approveIdOf(db, member.memberId);
  if (depositCents > 0) {
    await db.insert(deposits).values({
      memberId: member.memberId,
      amountCents: cents(depositCents),
      status: 'held',
      method: 'demo',
    });
  }
  return member;
}

export interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

/** POST /rest-api/v2/bids as the member's browser sends it (a fresh Idempotency-Key unless one is given). */
export async function postBid(
  member: TestMember,
  body: unknown,
  key: string | null = randomUUID(),
  host?: string,
): Promise<Answer> {
  const request = jsonRequest('/rest-api/v2/bids', { body, cookie: member.cookie, host });
  if (key !== null) request.headers.set('idempotency-key', key);
  const answer = await answerOf(await bidRoute(request, {}));
  // Outbid notices go out after the answer: tests look at them once they are sent.
  await noticesSent();
  return answer;
}

/** POST /rest-api/v2/buy-now as the member's browser sends it. */
export async function postBuyNow(
  member: TestMember,
  lotId: number,
  key: string = randomUUID(),
): Promise<Answer> {
  const request = jsonRequest('/rest-api/v2/buy-now', { body: { lotId }, cookie: member.cookie });
  request.headers.set('idempotency-key', key);
  return answerOf(await buyNowRoute(request, {}));
}
