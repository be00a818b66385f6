import 'server-only';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Db } from '@/lib/db/client';
import { requireBranch, type Branch } from '../inventory/sale-placement';
import { ApiError } from '../http/api-error';

/** The auctions' unique slot: one sale per branch, lane and start (lib/db/schema/inventory.ts). */
const SLOT_KEY = 'auctions_branch_lane_start_key';

/** The 409 of a slot another sale holds. */
export function slotTaken(): ApiError {
  return ApiError.conflict(
    'sale_slot_taken',
    'That lane already has a sale starting at that time: choose another time or lane.',
  );
}

/** `work`, with the slot's unique violation (two sales at one branch, lane and start) answered 409 sale_slot_taken. */
export async function inFreeSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, SLOT_KEY)) throw slotTaken();
    throw error;
  }
}

/**
 * The branch and lane of a sale being set, and its start: 422 naming `branchId` for an unknown branch, `lane` for a
 * lane the branch does not have, `startsAt` for a start that is not to come.
 */
export async function requireSlot(
  tx: Db,
  slot: { branchId: number; lane: string; startsAt: Date },
  now: Date,
): Promise<Branch> {
  const branch = await requireBranch(tx, slot.branchId);
  const errors: Record<string, string> = {};
  if (!branch.lanes.includes(slot.lane)) errors.lane = 'unknownLane';
  if (slot.startsAt.getTime() <= now.getTime()) errors.startsAt = 'past';
  if (Object.keys(errors).length > 0) throw ApiError.invalid(errors);
  return branch;
}
