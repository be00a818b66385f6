import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lotHandovers } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { STORAGE_FEE_PER_DAY_CENTS } from '@/lib/domain/business-rules';
import { gatePassCodeOf } from '@/lib/domain/gate-pass-code';
import { ApiError } from '../http/api-error';
import { handoverFacts, storageOf, type HandoverFacts } from './handover-facts';
import { renderGatePass } from './gate-pass-pdf';
import { yardAddress } from './handover-view';

/** Codes are drawn at random; two alike (1 in 2^50) would meet the unique index, so a few draws are tried. */
const CODE_TRIES = 5;

/** The lot's gate pass code, made (once, in its own statement) if it has none yet. */
async function ensureCode(tx: Db, lotId: number, memberId: string, now: Date): Promise<string> {
  await tx.insert(lotHandovers).values({ lotId, memberId }).onConflictDoNothing();
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const [row] = await tx
      .select({ code: lotHandovers.gatePassCode })
      .from(lotHandovers)
      .where(eq(lotHandovers.lotId, lotId))
      .for('update');
    if (row?.code) return row.code;
    const code = gatePassCodeOf(randomBytes(10));
    const [taken] = await tx
      .select({ lotId: lotHandovers.lotId })
      .from(lotHandovers)
      .where(eq(lotHandovers.gatePassCode, code));
    if (taken) continue;
    await tx
      .update(lotHandovers)
      .set({ gatePassCode: code, gatePassIssuedAt: now, updatedAt: now })
      .where(and(eq(lotHandovers.lotId, lotId), isNull(lotHandovers.gatePassCode)));
  }
  throw new Error(`no free gate pass code for lot ${lotId} after ${CODE_TRIES} draws`);
}

const CAUSES = { seller: 'Seller', title: 'Title' } as const;

/** One delay as the pass prints it. */
function delayText(delay: HandoverFacts['delays'][number]): string {
  const span = delay.fromDay
    ? `${delay.fromDay} to ${delay.toDay}`
    : `${delay.days} day${delay.days === 1 ? '' : 's'}`;
  return `${CAUSES[delay.cause]}: ${span} (${delay.reason})`;
}

/**
 * GET /rest-api/v2/account/purchases/{lotId}/gate-pass: the buyer's gate pass as a PDF. Only the buyer's own paid lot
 * has one: another member's lot (or one that is not sold) is 404, an unpaid one 409 not_paid, a vehicle already
 * collected 409 already_picked_up. The code is made at the first download and stays; the PDF is rendered at each
 * download from the facts of the moment (a delay recorded since moves the last free day it prints), so no stale
 * copy is ever stored.
 */
export async function gatePassFor(
  memberId: string,
  lotId: number,
  now: Date = new Date(),
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const db = await getDb();
  const facts = await transaction(db, async (tx) => {
    const [found] = await handoverFacts(tx, [lotId], { memberId });
    if (!found) throw ApiError.notFound('No purchase of yours has this lot id.');
    if (!found.paidAt)
      throw ApiError.conflict('not_paid', 'Pay for the lot first: the gate pass comes with payment.');
    if (found.row?.pickedUpAt)
      throw ApiError.conflict('already_picked_up', 'The vehicle is picked up already.');
    await ensureCode(tx, lotId, memberId, now);
    const [fresh] = await handoverFacts(tx, [lotId], { memberId });
    return fresh!;
  });
  const bytes = await renderGatePass({
    code: facts.row!.gatePassCode!,
    issuedAt: now,
    buyer: facts.buyer,
    lot: { id: lotId, stockNumber: facts.lot.stockNumber, vehicle: facts.lot.vehicle, vin: facts.lot.vin },
    yard: {
      name: facts.branch.name,
      address: yardAddress(facts.branch),
      hours: facts.branch.pickupHours,
      timeZone: facts.branch.timeZone,
    },
    lastFreeDay: storageOf(facts, now).lastFreeDay,
    feePerDayCents: STORAGE_FEE_PER_DAY_CENTS,
    delays: facts.delays.map(delayText),
  });
  return { bytes, fileName: `gate-pass-${lotId}.pdf` };
}
