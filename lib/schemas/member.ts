import * as z from 'zod/mini';
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
});
export type MemberMe = z.output<typeof memberMeSchema>;
export type MemberMeWire = z.input<typeof memberMeSchema>;
