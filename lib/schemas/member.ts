import * as z from 'zod/mini';
import { ID_REVIEW_STATUSES } from '@/lib/domain/id-verification';
import { wireCents, wireDollarsDown } from './money';

/**
 * GET member/me (SPEC §3 "Current member"; the header reads the counts). On the wire `buyer_power.amount` is whole USD
 * rounded down (never more than the member has) and `amountCents` the exact cents; inside both are `Cents`.
 */
export const memberMeSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  email: z.string(),
  country_iso_2: z.string(),
  buyer_power: z.object({ amount: wireDollarsDown, amountCents: wireCents }),
  acceptedTermsVersion: z.nullable(z.int()),
  /** Milliseconds since the epoch. */
  signUpTimestamp: z.number(),
  membership: z.object({ name: z.string() }),
  lotPurchasesCount: z.int(),
  activeBidsCount: z.int(),
  watchlistCurrentCnt: z.int(),
  /** SPEC §4: country_iso_2 is US. */
  isDomestic: z.boolean(),
  /** SPEC §6: the e-mail is at one of the company domains. */
  isCompany: z.boolean(),
  /**
   * Buyer verification (issue 24 §4): none, pending, approved or rejected. Without an approved id, bids and buy-it-now
   * prices above the cap are refused. Absent from an older answer reads as none.
   */
  idVerification: z._default(z.enum(['none', ...ID_REVIEW_STATUSES]), 'none'),
});
export type MemberMe = z.output<typeof memberMeSchema>;
export type MemberMeWire = z.input<typeof memberMeSchema>;
