import * as z from 'zod/mini';
import { MEMBERSHIP_TIERS } from '@/lib/domain/route-classifier';

/**
 * The upgrade flow's bodies (v2 account/membership/subscribe and /confirm-upgrade): a paid tier with a payment page.
 * The message is an i18n key of Memberships.errors.
 */
export const membershipChoiceSchema = z.object({
  membership: z.enum(MEMBERSHIP_TIERS, 'membershipUnknown'),
});
export type MembershipChoice = z.output<typeof membershipChoiceSchema>;

/** One tier of GET membership/types; money in whole USD besides the exact cents. */
export interface MembershipTypeView {
  code: string;
  name: string;
  rank: number;
  price: number;
  priceCents: number;
  buyerFee: { percent: number; minimum: number };
  liveBidding: boolean;
  /** Open bids at once; null means no limit beyond buying power. */
  maxActiveBids: number | null;
}

/** A requested upgrade that waits for its payment (status awaiting_payment until a payment marks it active). */
export interface PendingUpgradeView {
  membership: string;
  name: string;
  status: 'awaiting_payment';
  price: number;
  priceCents: number;
  /** ISO times. */
  requestedAt: string;
  confirmedAt: string | null;
}

/** GET v2/account/membership: the member's tier, the upgrade waiting for payment (if any) and every tier. */
export interface MembershipOverview {
  current: MembershipTypeView;
  pending: PendingUpgradeView | null;
  types: MembershipTypeView[];
}

/** POST v2/account/membership/confirm-upgrade answers 202 with this: the tier changes once the upgrade is paid. */
export interface UpgradeAccepted {
  status: 'awaiting_payment';
  membership: string;
  price: number;
}
