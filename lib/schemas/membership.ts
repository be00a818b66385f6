import * as z from 'zod/mini';
import { MEMBERSHIP_TIERS } from '@/lib/domain/route-classifier';
import { wireCents, wireDollars } from './money';

/**
 * The upgrade flow's bodies (v2 account/membership/subscribe and /confirm-upgrade): a paid tier with a payment page.
 * The message is an i18n key of Memberships.errors.
 */
export const membershipChoiceSchema = z.object({
  membership: z.enum(MEMBERSHIP_TIERS, 'membershipUnknown'),
});
export type MembershipChoice = z.output<typeof membershipChoiceSchema>;

/** One tier of GET membership/types: money in whole USD on the wire besides the exact cents, `Cents` inside. */
export const membershipTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  rank: z.int(),
  price: wireDollars,
  priceCents: wireCents,
  buyerFee: z.object({ percent: z.number(), minimum: wireDollars }),
  liveBidding: z.boolean(),
  /** Open bids at once; null means no limit beyond buying power. */
  maxActiveBids: z.nullable(z.int()),
});
export type MembershipTypeView = z.output<typeof membershipTypeSchema>;

/** A requested upgrade that waits for its payment (status awaiting_payment until a payment marks it active). */
export const pendingUpgradeSchema = z.object({
  membership: z.string(),
  name: z.string(),
  status: z.literal('awaiting_payment'),
  price: wireDollars,
  priceCents: wireCents,
  /** ISO times. */
  requestedAt: z.string(),
  confirmedAt: z.nullable(z.string()),
});
export type PendingUpgradeView = z.output<typeof pendingUpgradeSchema>;

/** GET v2/account/membership: the member's tier, the upgrade waiting for payment (if any) and every tier. */
export const membershipOverviewSchema = z.object({
  current: membershipTypeSchema,
  pending: z.nullable(pendingUpgradeSchema),
  types: z.array(membershipTypeSchema),
});
export type MembershipOverview = z.output<typeof membershipOverviewSchema>;

/** POST v2/account/membership/confirm-upgrade answers 202 with this: the tier changes once the upgrade is paid. */
export const upgradeAcceptedSchema = z.object({
  status: z.literal('awaiting_payment'),
  membership: z.string(),
  price: wireDollars,
});
export type UpgradeAccepted = z.output<typeof upgradeAcceptedSchema>;
