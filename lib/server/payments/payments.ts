import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { creditCards, members, payments, type PAYMENT_STATUSES } from '@/lib/db/schema';
import { cardExpired } from '@/lib/domain/card-number';
import type { Cents } from '@/lib/domain/money';
import { logger } from '@/lib/log';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import type { PaymentResult } from '@/lib/schemas/payments';
import { siteConfig } from '../content/site-config';
import { ApiError } from '../http/api-error';
import type { GatewayOutcome, PaymentGateway, PaymentSource } from './gateway';
import { cardGateway, gatewayNamed, paypalGatewayOrNull } from './gateways';
import { newPayPalLinkId, PAYPAL_LINK_KEY, PAYPAL_LINK_PARAM, signPayPalLink } from './paypal-link';
import type { AfterCommit, PaymentPurpose, PaymentRow } from './purposes/purpose-handler';
import { purposeHandler } from './purposes/registry';
import { startWirePayment } from './wires/start-wire-payment';
import { wireFactsOf } from './wires/wire-facts';

/**
 * The payment module's service API (issue 8). Every function takes the caller's transaction `tx`: the payment row,
 * the gateway's records and the purpose's effect commit together, or not at all.
 *
 * - `startPayment`: one attempt per (member, idempotency key). A repeated key returns the first attempt as it now
 *   stands and charges nothing. Cards: hold, then capture at once; a card that asks for 3-D Secure (when the site
 *   config's features.secure_3d is on) answers `requires_action` with the challenge page. PayPal: answers
 *   `requires_action` with PayPal's approval page. Wire: answers `pending` with the transfer's reference and the bank
 *   details; finance records the money when it arrives (wires/record-wire.ts), which approves it.
 * - `completePayment`: after the 3-D Secure challenge or PayPal's return; captures and approves.
 * - `cancelPayment`: the member gave up on a payment that waits for them (the hold is released).
 * - `refundPayment`: pays an approved payment back through its gateway.
 * On approval the purpose's handler (purposes/registry) applies its effect in the same transaction, exactly once
 * (the status moves from pending/requires_action to approved in one conditional update).
 */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface StartPaymentInput {
  memberId: string;
  purpose: PaymentPurpose;
  amountCents: Cents;
  method: 'card' | 'paypal' | 'wire';
  /** The member's saved card (method card). */
  cardId?: number;
  idempotencyKey: string;
  /** The member's page language, for the pages 3-D Secure and PayPal come back to. */
  locale: Locale;
  /** The site's public origin, for PayPal's return and cancel links. */
  origin: string;
  /** What the purpose needs to know (a membership tier, the lots of a checkout). */
  details?: Record<string, unknown>;
}

export interface PaymentOutcome {
  payment: PaymentRow;
  /** The answer for the member (`Cents`; paymentResultSchema encodes it): the payment and its purpose's additions. */
  result: PaymentResult;
  /** What the purpose left for after the commit (a checkout's bill-of-sale mails): the caller runs it once committed. */
  afterCommit: AfterCommit[];
}

/** Runs the work a payment left for after its transaction committed; a failure is logged, the payment stands. */
export async function runAfterCommit(outcome: Pick<PaymentOutcome, 'afterCommit'>): Promise<void> {
  for (const work of outcome.afterCommit) {
    try {
      await work();
    } catch (error) {
      log.error('work after a payment failed', error);
    }
  }
}

const log = logger('payments');

/** The gateway's key of each step of a payment: one per payment, so a retried step never moves money twice. */
const stepKey = (payment: PaymentRow, step: string) => `payment:${payment.id}:${step}`;

async function result(tx: Db, payment: PaymentRow, afterCommit: AfterCommit[] = []): Promise<PaymentOutcome> {
  const extra =
    payment.status === 'approved'
      ? ((await purposeHandler(payment.purpose).present?.(tx, payment)) ?? {})
      : {};
  const wire = payment.method === 'wire' ? { wire: await wireFactsOf(tx, payment) } : {};
  return {
    payment,
    afterCommit,
    result: {
      paymentId: payment.id,
      status: payment.status,
      amount: payment.amountCents,
      method: payment.method,
      actionUrl: payment.status === 'requires_action' ? payment.actionUrl : null,
      declineCode: payment.declineCode,
      ...extra,
      ...wire,
    },
  };
}

async function update(tx: Db, payment: PaymentRow, set: Partial<PaymentRow>, from: PaymentStatus[]) {
  const [row] = await tx
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, payment.id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** Captures a held payment and, when that succeeds, approves it and applies its purpose (once). */
async function captureAndApprove(
  tx: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  reference: string,
  hooks: AfterCommit[],
): Promise<PaymentRow> {
  const captured = await gateway.capture(tx, reference, payment.amountCents, stepKey(payment, 'capture'));
  if (captured.status !== 'approved') return settle(tx, gateway, payment, captured, hooks);
  const approved = await update(
    tx,
    payment,
    { status: 'approved', gatewayRef: reference, actionUrl: null, completedAt: new Date() },
    ['pending', 'requires_action'],
  );
  if (!approved) return reread(tx, payment.id);
  const after = await purposeHandler(approved.purpose).onApproved(tx, approved);
  if (after) hooks.push(after);
  return approved;
}

/** Records a gateway's answer on the payment: approved holds are captured, declines and challenges noted. */
async function settle(
  tx: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  outcome: GatewayOutcome,
  hooks: AfterCommit[],
): Promise<PaymentRow> {
  if (outcome.status === 'approved') return captureAndApprove(tx, gateway, payment, outcome.reference, hooks);
  if (outcome.status === 'requires_action') {
    return (
      (await update(
        tx,
        payment,
        { status: 'requires_action', gatewayRef: outcome.reference, actionUrl: outcome.actionUrl },
        ['pending'],
      )) ?? reread(tx, payment.id)
    );
  }
  return (
    (await update(
      tx,
      payment,
      {
        status: 'declined',
        gatewayRef: outcome.reference ?? payment.gatewayRef,
        declineCode: outcome.code,
        actionUrl: null,
        completedAt: new Date(),
      },
      ['pending', 'requires_action'],
    )) ?? reread(tx, payment.id)
  );
}

async function reread(tx: Db, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function savedCard(tx: Db, memberId: string, cardId: number | undefined) {
  if (cardId === undefined) throw ApiError.invalid({ cardId: 'cardIdRequired' }, 'Choose a card.');
  const [card] = await tx
    .select()
    .from(creditCards)
    .where(
      and(eq(creditCards.id, cardId), eq(creditCards.memberId, memberId), isNull(creditCards.deletedAt)),
    );
  if (!card) throw new ApiError(404, 'card_not_found', 'There is no such card on your account.');
  if (cardExpired(card.expMonth, card.expYear)) {
    throw ApiError.invalid(
      { cardId: 'cardExpired' },
      'This card has expired. Update its expiry or add another.',
    );
  }
  return card;
}

export async function startPayment(tx: Db, input: StartPaymentInput): Promise<PaymentOutcome> {
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.memberId, input.memberId), eq(payments.idempotencyKey, input.idempotencyKey)));
  if (existing) {
    const same =
      existing.purpose === input.purpose &&
      existing.amountCents === input.amountCents &&
      existing.method === input.method &&
      (input.method !== 'card' || existing.cardId === (input.cardId ?? null));
    if (!same) {
      throw new ApiError(422, 'idempotency_key_reused', 'This key was used for another payment.', {
        'Idempotency-Key': 'idempotencyKeyReused',
      });
    }
    return result(tx, existing);
  }
  if (input.method === 'wire') {
    const wire = await startWirePayment(tx, {
      memberId: input.memberId,
      purpose: input.purpose,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      details: { ...input.details, locale: input.locale },
    });
    return result(tx, wire);
  }
  let gateway: PaymentGateway;
  let source: PaymentSource;
  let cardId: number | null = null;
  if (input.method === 'paypal') {
    const paypal = paypalGatewayOrNull();
    if (!paypal) throw ApiError.invalid({ method: 'paypalUnavailable' }, 'PayPal is not available.');
    gateway = paypal;
    source = { kind: 'paypal' };
  } else {
    const card = await savedCard(tx, input.memberId, input.cardId);
    gateway = card.gateway === cardGateway().name ? cardGateway() : gatewayNamed(card.gateway);
    source = { kind: 'card', token: card.gatewayToken };
    cardId = card.id;
  }
  // PayPal's return and cancel links change the payment on a GET: they carry a signed, single-use token (paypal-link).
  const linkId = input.method === 'paypal' ? newPayPalLinkId() : null;
  const [payment] = await tx
    .insert(payments)
    .values({
      memberId: input.memberId,
      purpose: input.purpose,
      amountCents: input.amountCents,
      method: input.method,
      cardId,
      gateway: gateway.name,
      status: 'pending',
      idempotencyKey: input.idempotencyKey,
      details: { ...input.details, locale: input.locale, ...(linkId && { [PAYPAL_LINK_KEY]: linkId }) },
    })
    .returning();
  const handler = purposeHandler(input.purpose);
  const page = localizedPath(handler.pagePath(payment!), input.locale);
  const paypalLink = async (action: 'return' | 'cancel') => {
    const facts = { memberId: input.memberId, paymentId: payment!.id, action };
    const token = await signPayPalLink(facts, linkId!);
    return `${input.origin}/rest-api/v2/account/payments/${payment!.id}/paypal-${action}?${PAYPAL_LINK_PARAM}=${token}`;
  };
  const outcome = await gateway.authorize(tx, {
    amountCents: input.amountCents,
    source,
    idempotencyKey: stepKey(payment!, 'authorize'),
    secure3d: siteConfig().features.secure_3d,
    returnUrl: linkId ? await paypalLink('return') : `${page}?challenge=${payment!.id}`,
    cancelUrl: linkId ? await paypalLink('cancel') : `${page}?payment=${payment!.id}`,
    description: handler.description(payment!),
  });
  const hooks: AfterCommit[] = [];
  return result(tx, await settle(tx, gateway, payment!, outcome, hooks), hooks);
}

/** The member's payment, locked for the rest of the transaction; 404 for anyone else's. */
async function lockedPayment(tx: Db, memberId: string, paymentId: number): Promise<PaymentRow> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.memberId, memberId)))
    .for('update');
  if (!payment) throw new ApiError(404, 'payment_not_found', 'There is no such payment on your account.');
  return payment;
}

/**
 * After the 3-D Secure challenge (`challenge`) or PayPal's return: confirm with the gateway, capture, approve. A
 * payment that no longer waits for the member is answered as it stands (a second click changes nothing).
 */
export async function completePayment(
  tx: Db,
  { memberId, paymentId, challenge }: { memberId: string; paymentId: number; challenge?: 'approve' | 'fail' },
): Promise<PaymentOutcome> {
  const payment = await lockedPayment(tx, memberId, paymentId);
  if (payment.status !== 'requires_action' || payment.gatewayRef === null) return result(tx, payment);
  const gateway = gatewayNamed(payment.gateway);
  const confirmed = await gateway.confirm(tx, payment.gatewayRef, {
    idempotencyKey: stepKey(payment, 'confirm'),
    challenge,
  });
  const hooks: AfterCommit[] = [];
  return result(tx, await settle(tx, gateway, payment, confirmed, hooks), hooks);
}

/** The member left the 3-D Secure challenge or PayPal's page: the payment is canceled and its hold released. */
export async function cancelPayment(
  tx: Db,
  { memberId, paymentId }: { memberId: string; paymentId: number },
): Promise<PaymentOutcome> {
  const payment = await lockedPayment(tx, memberId, paymentId);
  if (payment.status !== 'requires_action') return result(tx, payment);
  if (payment.gatewayRef) {
    await gatewayNamed(payment.gateway).release(tx, payment.gatewayRef, stepKey(payment, 'release'));
  }
  const canceled = await update(
    tx,
    payment,
    { status: 'canceled', actionUrl: null, completedAt: new Date() },
    ['requires_action'],
  );
  return result(tx, canceled ?? (await reread(tx, payment.id)));
}

/**
 * Pays an approved payment back in full through its gateway and lets the purpose undo its effect (a deposit: the
 * deposit is refunded and the ledger gets a deposit-refund row). A refunded payment is answered as it stands. The
 * caller decides whether a refund is allowed (a deposit that backs a bid is not refunded).
 */
export async function refundPayment(
  tx: Db,
  { memberId, paymentId }: { memberId: string; paymentId: number },
): Promise<PaymentOutcome> {
  const payment = await lockedPayment(tx, memberId, paymentId);
  if (payment.status === 'refunded') return result(tx, payment);
  if (payment.status !== 'approved' || payment.gatewayRef === null) {
    throw ApiError.conflict('payment_not_refundable', 'Only an approved payment can be refunded.');
  }
  // Nothing to call for a wire: its money goes back by bank transfer (refunds.ts pays a wire deposit out that way).
  if (payment.method === 'wire') {
    throw ApiError.conflict('payment_not_refundable', 'A wire payment is paid back by bank transfer.');
  }
  const refunded = await gatewayNamed(payment.gateway).refund(
    tx,
    payment.gatewayRef,
    payment.amountCents,
    stepKey(payment, 'refund'),
  );
  if (refunded.status !== 'approved') {
    throw ApiError.conflict('refund_failed', 'The payment could not be refunded. Try again later.');
  }
  const row = await update(tx, payment, { status: 'refunded' }, ['approved']);
  if (row) await purposeHandler(row.purpose).onRefunded?.(tx, row, row.amountCents);
  return result(tx, row ?? (await reread(tx, payment.id)));
}

/** The member's payment as it stands (the pages 3-D Secure and PayPal come back to read it); 404 for others'. */
export async function paymentOf(tx: Db, memberId: string, paymentId: number): Promise<PaymentOutcome | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.memberId, memberId)));
  return payment ? result(tx, payment) : null;
}
