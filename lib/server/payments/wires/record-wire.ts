import 'server-only';
import * as z from 'zod/mini';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { members, payments, wireReceipts, wireTransfers } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import { add, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { splitWire } from '@/lib/domain/wire-application';
import {
  recordWireSchema,
  wireReceiptSchema,
  type RecordWireInput,
  type WireReceipt,
} from '@/lib/schemas/admin-payments';
import { recordAudit } from '../../audit/record-audit';
import { ApiError } from '../../http/api-error';
import { idempotent, type Answer } from '../../http/idempotency';
import type { SignedInStaff } from '../../staff/staff-member';
import { runAfterCommit } from '../payments';
import type { AfterCommit, PaymentRow } from '../purposes/purpose-handler';
import { purposeHandler } from '../purposes/registry';
import { creditWire } from './wire-credit';
import { OPEN_WIRE_STATUSES, totalsOr, wireFacts, wireStandingOf, wireTotalsOf } from './wire-facts';

export const RECORD_WIRE_ROUTE = 'POST /rest-api/v2/admin/payments/wires';

type Staff = Pick<SignedInStaff, 'id' | 'email'>;

interface Recorded {
  receipt: WireReceipt;
  afterCommit: AfterCommit[];
}

/** The wire payment with this reference and its member, or 404 naming the reference. */
async function paymentOfReference(tx: Db, reference: string) {
  const [found] = await tx
    .select({ paymentId: wireTransfers.paymentId, memberId: payments.memberId, email: members.email })
    .from(wireTransfers)
    .innerJoin(payments, eq(payments.id, wireTransfers.paymentId))
    .innerJoin(members, eq(members.id, payments.memberId))
    .where(eq(wireTransfers.reference, reference));
  if (!found) {
    throw new ApiError(
      404,
      'wire_reference_not_found',
      `No wire transfer has the reference ${reference}. Check it against the bank statement.`,
      { reference: 'No wire transfer has this reference.' },
    );
  }
  return found;
}

type Settled = { payment: PaymentRow; refused: null } | { payment: PaymentRow; refused: string };

/**
 * The wire that completes the payment: approved, and its purpose applied (the deposit held, the lots paid) in a
 * savepoint. Should the purpose refuse (a lot's bill changed meanwhile: 409), only the savepoint rolls back and the
 * payment is canceled, so the money that arrived is never lost: the caller credits it to the member instead.
 */
async function settle(tx: Db, payment: PaymentRow, now: Date, hooks: AfterCommit[]): Promise<Settled> {
  const [approved] = await tx
    .update(payments)
    .set({ status: 'approved', completedAt: now })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_WIRE_STATUSES])))
    .returning();
  try {
    const after = await tx.transaction((savepoint) =>
      purposeHandler(approved!.purpose).onApproved(savepoint, approved!),
    );
    if (after) hooks.push(after);
    return { payment: approved!, refused: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const [canceled] = await tx
      .update(payments)
      .set({ status: 'canceled', completedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: canceled!, refused: error.message };
  }
}

/**
 * Applies one received wire in the recording transaction (README "Wire transfers"): locks the member's row (their own
 * money mutations wait) and the payment; splits the amount (lib/domain/wire-application): what the payment still
 * lacks pays it (partly paid, or approved with its purpose applied once complete), the rest is credited to the member
 * as a held wire deposit; writes the receipt and the audit entry.
 */
async function applyWire(
  tx: Db,
  staff: Staff,
  request: { headers: Headers } | null,
  input: RecordWireInput,
  now: Date,
): Promise<Recorded> {
  const found = await paymentOfReference(tx, input.reference);
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, found.memberId))
    .for('no key update');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.paymentId)).for('update');
  const before = totalsOr((await wireTotalsOf(tx, [payment!.id])).get(payment!.id));
  const split = splitWire(wireStandingOf(payment!, before), input.amount);
  const hooks: AfterCommit[] = [];
  let after = payment!;
  let applied = split.appliedCents;
  let credit = split.creditCents;
  /** What the member is credited now: the credit, and what the payment had received when it could not be applied. */
  let credited: Cents = split.creditCents;
  let note: string | null = null;
  if (split.settles) {
    const settled = await settle(tx, payment!, now, hooks);
    after = settled.payment;
    if (settled.refused !== null) {
      applied = ZERO_CENTS;
      credit = input.amount;
      credited = add(before.appliedCents, input.amount);
      note =
        `The payment could not be applied (${settled.refused}) and is canceled: ` +
        `${formatUsd(credited)} is credited to the member as a deposit.`;
    }
  } else if (split.appliedCents > 0) {
    const [partly] = await tx
      .update(payments)
      .set({ status: 'partly_paid' })
      .where(eq(payments.id, payment!.id))
      .returning();
    after = partly!;
  } else {
    note = `This payment no longer waits for money (${payment!.status}): the wire is credited to the member as a deposit.`;
  }
  const creditDepositId =
    credited > 0
      ? await creditWire(tx, {
          memberId: found.memberId,
          amountCents: credited,
          reference: input.reference,
          now,
        })
      : null;
  const [receipt] = await tx
    .insert(wireReceipts)
    .values({
      paymentId: payment!.id,
      amountCents: input.amount,
      appliedCents: applied,
      creditCents: credit,
      creditDepositId,
      receivedOn: input.receivedOn,
      recordedBy: staff.id,
      createdAt: now,
    })
    .returning({ id: wireReceipts.id });
  const totals = {
    appliedCents: add(before.appliedCents, applied),
    creditCents: add(before.creditCents, credit),
  };
  const facts = wireFacts(after, totals);
  await recordAudit(tx, staff, request, {
    action: 'wire.record',
    entity: 'payment',
    entityId: payment!.id,
    before: { state: payment!.status, receivedCents: add(before.appliedCents, before.creditCents) },
    after: {
      state: after.status,
      receivedCents: facts.received,
      outstandingCents: facts.outstanding,
      reference: input.reference,
      wireCents: input.amount,
      receivedOn: input.receivedOn,
      appliedCents: applied,
      creditCents: credited,
      creditDepositId,
      receiptId: receipt!.id,
    },
  });
  return {
    afterCommit: hooks,
    receipt: {
      receiptId: receipt!.id,
      reference: input.reference,
      receivedOn: input.receivedOn,
      amount: input.amount,
      applied,
      credit: credited,
      creditDepositId,
      payment: {
        id: after.id,
        memberEmail: found.email,
        purpose: after.purpose,
        state: after.status,
        amount: after.amountCents,
        received: facts.received,
        outstanding: facts.outstanding,
        excess: facts.excess,
      },
      note,
    },
  };
}

/**
 * POST /rest-api/v2/admin/payments/wires: finance records a received wire, once per Idempotency-Key (the key is the
 * staff member's: their row is locked, a replay gets the first answer, the key reused for another wire is 422). An
 * unknown reference is 404 `wire_reference_not_found`. The payment's purpose takes effect once the wires received
 * cover it; the e-mails that follows (a checkout's bills of sale) go out after the commit.
 */
export async function recordWire(
  staff: Staff,
  request: { headers: Headers } | null,
  input: RecordWireInput,
  idempotencyKey: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  const { answer, result } = await idempotent(
    staff.id,
    RECORD_WIRE_ROUTE,
    idempotencyKey,
    {
      reference: input.reference,
      amount: z.encode(recordWireSchema.def.shape.amount, input.amount),
      receivedOn: input.receivedOn,
    },
    (tx) => applyWire(tx, staff, request, input, now()),
    (recorded) => z.encode(wireReceiptSchema, recorded.receipt),
  );
  if (result) await runAfterCommit(result);
  return answer;
}
