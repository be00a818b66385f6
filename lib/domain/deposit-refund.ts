import { BUYING_POWER_MULTIPLIER } from './business-rules';
import { add, subtract, times, type Cents } from './money';

/** Why a deposit cannot be refunded now: the `code` of the 409 answer (and the page's key for its text). */
export const DEPOSIT_REFUSALS = [
  'deposit_backs_open_bids',
  'deposit_backs_unpaid_purchases',
  'deposit_already_refunded',
  'refund_pending',
  'deposit_not_refundable',
] as const;
export type DepositRefusal = (typeof DEPOSIT_REFUSALS)[number];

export interface DepositRefundState {
  /** The deposit's status (deposits.status). */
  status: string;
  amountCents: Cents;
  /** A refund of it is already on its way (a ledger deposit-refund row still pending). */
  refundPending: boolean;
}

export interface MemberCommitments {
  /** Sum of the member's held deposits, this one included when it is held. */
  heldCents: Cents;
  /** What the member's leading maximums, winning bids on approval and open offers commit. */
  bidsCents: Cents;
  /** What the member's unpaid purchases commit. */
  unpaidPurchasesCents: Cents;
}

/**
 * Whether a deposit may be refunded now, and if not why. A deposit is refundable while it is held, no refund of it is
 * pending, and the buying power left without it (BUYING_POWER_MULTIPLIER x the other held deposits) still covers
 * everything the member's open winning bids and unpaid purchases commit. When it does not, the refusal names unpaid
 * purchases if there are any (they must be paid first), else the open bids.
 */
export function depositRefusal(
  deposit: DepositRefundState,
  member: MemberCommitments,
): DepositRefusal | null {
  if (deposit.refundPending) return 'refund_pending';
  if (deposit.status === 'refunded') return 'deposit_already_refunded';
  if (deposit.status !== 'held') return 'deposit_not_refundable';
  const leftCents = times(subtract(member.heldCents, deposit.amountCents), BUYING_POWER_MULTIPLIER);
  if (leftCents >= add(member.bidsCents, member.unpaidPurchasesCents)) return null;
  return member.unpaidPurchasesCents > 0 ? 'deposit_backs_unpaid_purchases' : 'deposit_backs_open_bids';
}
