import 'server-only';
import { ApiError } from '../http/api-error';

/** The lot columns that decide whether it may join, leave or move in a sale. */
export interface SaleLot {
  id: number;
  status: string;
  bidCount: number;
  branchId: number;
}

const ENDED = new Set(['sold', 'bought-now', 'on-approval', 'not-sold']);

/**
 * Why a lot may not change its sale or its place (409, naming the lot), or null: a lot on the block, one whose sale has
 * ended and a withdrawn one stay where they are (as the lot edit's rules say, lib/server/inventory/lot-edit-rules.ts).
 */
export function lotStays(lot: Pick<SaleLot, 'id' | 'status'>): ApiError | null {
  if (lot.status === 'on-the-block')
    return ApiError.conflict('lot_on_the_block', `Lot ${lot.id} is on the block: it cannot be moved now.`);
  if (ENDED.has(lot.status))
    return ApiError.conflict(
      'lot_sale_ended',
      `Bidding on lot ${lot.id} has ended (${lot.status}): it cannot change its sale.`,
    );
  if (lot.status === 'withdrawn')
    return ApiError.conflict('lot_withdrawn', `Lot ${lot.id} is withdrawn: it cannot be put on a sale.`);
  return null;
}

/** Why a lot may not join a sale at `branchId` (lotStays, or a lot checked in at another branch), or null. */
export function lotCannotJoin(lot: SaleLot, branchId: number): ApiError | null {
  const stays = lotStays(lot);
  if (stays) return stays;
  if (lot.branchId !== branchId)
    return ApiError.conflict(
      'lot_at_other_branch',
      `Lot ${lot.id} is at another branch: it can only sell in its own branch's lanes.`,
    );
  return null;
}

/**
 * Why a lot may not leave its sale without another (lotStays, or a lot with bids: its bidders bid for that sale; move
 * it to another sale, or cancel the sale, which releases them), or null.
 */
export function lotCannotLeave(lot: SaleLot): ApiError | null {
  const stays = lotStays(lot);
  if (stays) return stays;
  if (lot.bidCount > 0)
    return ApiError.conflict(
      'lot_has_bids',
      `Lot ${lot.id} has bids: it cannot leave its sale (move it to another sale instead).`,
    );
  return null;
}
