import 'server-only';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { payments, wireTransfers } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';
import { WIRE_REFERENCE_ALPHABET, WIRE_REFERENCE_LENGTH, wireReferenceOf } from '@/lib/domain/wire-reference';
import type { PaymentPurpose, PaymentRow } from '../purposes/purpose-handler';

/** The gateway name of wire payments: no processor, the money arrives at the bank and finance records it. */
export const WIRE_GATEWAY = 'wire';

/** A fresh random reference (crypto-random positions in the alphabet). */
export function randomWireReference(): string {
  return wireReferenceOf(
    Array.from({ length: WIRE_REFERENCE_LENGTH }, () => randomInt(WIRE_REFERENCE_ALPHABET.length)),
  );
}

/** Draws before giving up: with 6.6 x 10^11 references, a second draw is already rare. */
const DRAWS = 8;

/**
 * Gives the payment its reference: a random one taken only if no wire has it (the unique index decides, with
 * ON CONFLICT DO NOTHING, so a clash neither aborts the transaction nor hands out a reference twice).
 */
async function reserveReference(tx: Db, paymentId: number, draw: () => string): Promise<string> {
  for (let attempt = 0; attempt < DRAWS; attempt += 1) {
    const reference = draw();
    const [taken] = await tx
      .insert(wireTransfers)
      .values({ paymentId, reference })
      .onConflictDoNothing({ target: wireTransfers.reference })
      .returning({ reference: wireTransfers.reference });
    if (taken) return taken.reference;
  }
  throw new Error('no free wire reference found');
}

export interface StartWireInput {
  memberId: string;
  purpose: PaymentPurpose;
  amountCents: Cents;
  idempotencyKey: string;
  details: Record<string, unknown>;
}

/**
 * A payment by wire: the `payments` row (method and gateway `wire`, status pending, the reference as its gateway
 * reference) and its unique reference, in the caller's transaction. Nothing moves until finance records the money
 * (record-wire.ts). `draw` makes the references (random; a test passes its own to force a clash).
 */
export async function startWirePayment(
  tx: Db,
  input: StartWireInput,
  draw: () => string = randomWireReference,
): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({
      memberId: input.memberId,
      purpose: input.purpose,
      amountCents: input.amountCents,
      method: 'wire',
      gateway: WIRE_GATEWAY,
      status: 'pending',
      idempotencyKey: input.idempotencyKey,
      details: input.details,
    })
    .returning();
  const reference = await reserveReference(tx, payment!.id, draw);
  const [withReference] = await tx
    .update(payments)
    .set({ gatewayRef: reference })
    .where(eq(payments.id, payment!.id))
    .returning();
  return withReference!;
}
