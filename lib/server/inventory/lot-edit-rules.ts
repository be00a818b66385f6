import 'server-only';
import type { Cents } from '@/lib/domain/money';
import { ApiError } from '../http/api-error';

/**
 * What staff may not change once bidding depends on it (409, with a message that says why). Decided so:
 * - a lot on the block, or whose sale has ended (sold, bought now, on approval, not sold), keeps its buy-it-now price,
 *   reserve and sale (branch, date, lane): the bids and the outcome were made against them;
 * - a lot with bids keeps its buy-it-now price (bidders bid knowing it, and buy now closes once bids reach it) and may
 *   have its reserve lowered or removed but not raised or added (that would undo bids that met it); it may move to
 *   another sale but not leave its sale (withdraw it instead);
 * - a withdrawn lot takes no sale (it is out of the sale for good);
 * - every other field (description, damage, title, values) may change at any time.
 */
export interface GuardedLot {
  status: string;
  bidCount: number;
  buyItNowPriceCents: Cents | null;
  reserveCents: Cents | null;
}

export interface NextPrices {
  buyItNowPrice: Cents | null;
  reservePrice: Cents | null;
}

const ENDED = new Set(['sold', 'bought-now', 'on-approval', 'not-sold']);

function refuseIfNotForSale(lot: GuardedLot, what: string): void {
  if (lot.status === 'on-the-block')
    throw ApiError.conflict('lot_on_the_block', `The lot is on the block: its ${what} cannot change now.`);
  if (ENDED.has(lot.status))
    throw ApiError.conflict(
      'lot_sale_ended',
      `Bidding on this lot has ended (${lot.status}): its ${what} cannot change.`,
    );
}

export function assertPricesMayChange(lot: GuardedLot, next: NextPrices): void {
  const buyNowChanged = next.buyItNowPrice !== lot.buyItNowPriceCents;
  const reserveChanged = next.reservePrice !== lot.reserveCents;
  if (!buyNowChanged && !reserveChanged) return;
  refuseIfNotForSale(lot, 'buy-it-now price and reserve');
  if (lot.bidCount === 0) return;
  if (buyNowChanged)
    throw ApiError.conflict('lot_has_bids', 'The lot has bids: its buy-it-now price cannot change.');
  const raised =
    next.reservePrice !== null && (lot.reserveCents === null || next.reservePrice > lot.reserveCents);
  if (raised)
    throw ApiError.conflict(
      'lot_has_bids',
      'The lot has bids: its reserve may be lowered or removed, not raised or added.',
    );
}

export function assertSaleMayChange(lot: GuardedLot, next: { onSale: boolean }): void {
  refuseIfNotForSale(lot, 'sale (branch, date and lane)');
  if (lot.status === 'withdrawn' && next.onSale)
    throw ApiError.conflict('lot_withdrawn', 'The lot is withdrawn: it cannot be put on a sale.');
  if (lot.bidCount > 0 && !next.onSale)
    throw ApiError.conflict(
      'lot_has_bids',
      'The lot has bids: it cannot be taken off its sale (move it to another sale, or withdraw it).',
    );
}

/** A lot on the block, sold, bought now or awaiting the seller's approval stays; so does one already withdrawn. */
export function assertWithdrawable(lot: Pick<GuardedLot, 'status'>): void {
  switch (lot.status) {
    case 'on-the-block':
      throw ApiError.conflict('lot_on_the_block', 'The lot is on the block: it cannot be withdrawn now.');
    case 'sold':
    case 'bought-now':
      throw ApiError.conflict('lot_sold', 'The lot is sold: it cannot be withdrawn.');
    case 'on-approval':
      throw ApiError.conflict(
        'lot_on_approval',
        'The lot’s top bid awaits the seller’s approval: decide it before withdrawing the lot.',
      );
    case 'withdrawn':
      throw ApiError.conflict('already_withdrawn', 'The lot is already withdrawn.');
    default:
  }
}
