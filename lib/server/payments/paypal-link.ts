import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '@/lib/db/client';
import { members, payments } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { sessionSecret } from '../auth/session-secret';

/**
 * PayPal sends the payer back with a GET (the return or cancel link of the order), so those links carry a signed,
 * single-use token: a link nobody was given (a forged one, or one a third-party page makes the member's browser
 * follow) does nothing, and neither does a link used before.
 *
 * - Signed (HS256 with a key of its own, derived from the session secret): the member, the payment, which link
 *   (return or cancel) and the payment's link id; valid for a day (PayPal's approval page expires well before).
 * - Single use: the link id is kept in the payment's details while it waits for PayPal; the first genuine link to
 *   arrive removes it in one conditional update inside the transaction that captures or cancels the payment, so a
 *   replay, a second tab, or the other link of the pair finds nothing to consume.
 */
export type PayPalLinkAction = 'return' | 'cancel';

/** The payment details key that holds the id of its links while they are usable. */
export const PAYPAL_LINK_KEY = 'paypalLink';
/** The query parameter of our links (PayPal adds its own `token` and `PayerID`). */
export const PAYPAL_LINK_PARAM = 'link';

const ALGORITHM = 'HS256';
const LIFETIME_SECONDS = 24 * 60 * 60;
const log = logger('payments');

interface LinkFacts {
  memberId: string;
  paymentId: number;
  action: PayPalLinkAction;
}

function keyFor(secret: string): Uint8Array {
  return new TextEncoder().encode(`sl-paypal-link:${secret}`);
}

/** A new payment's link id (kept in its details). */
export function newPayPalLinkId(): string {
  return randomBytes(16).toString('base64url');
}

export async function signPayPalLink(
  { memberId, paymentId, action }: LinkFacts,
  linkId: string,
  { secret = sessionSecret(), now = new Date() }: { secret?: string; now?: Date } = {},
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ pid: paymentId, act: action, lid: linkId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(memberId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(keyFor(secret));
}

/** The link id a genuine, unexpired token of exactly this member, payment and action names; null otherwise. */
export async function verifyPayPalLink(
  token: string | null,
  { memberId, paymentId, action }: LinkFacts,
  { secret = sessionSecret(), now = new Date() }: { secret?: string; now?: Date } = {},
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      subject: memberId,
      currentDate: now,
    });
    if (payload.pid !== paymentId || payload.act !== action || typeof payload.lid !== 'string') return null;
    return payload.lid;
  } catch {
    log.warn(`a PayPal ${action} link for payment ${paymentId} did not verify`);
    return null;
  }
}

/**
 * Uses up the payment's link id: true once, for the first caller, while the payment still waits for PayPal; false
 * for every later (or concurrent) attempt. The member's row is locked first, as every change of a payment does
 * (payments.ts), so this never waits on a payment while holding it the other way round.
 */
export async function consumePayPalLink(
  tx: Db,
  { memberId, paymentId }: Omit<LinkFacts, 'action'>,
  linkId: string,
): Promise<boolean> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
  const rows = await tx
    .update(payments)
    .set({ details: sql`${payments.details} - ${PAYPAL_LINK_KEY}::text` })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.memberId, memberId),
        eq(payments.status, 'requires_action'),
        sql`${payments.details} ->> ${PAYPAL_LINK_KEY}::text = ${linkId}`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}
