/** GET member/me (SPEC §3 "Current member"; the header reads the counts). Money in `amount` is whole USD. */
export interface MemberMe {
  id: string;
  first_name: string;
  email: string;
  country_iso_2: string;
  buyer_power: { amount: number; amountCents: number };
  acceptedTermsVersion: number | null;
  /** Milliseconds since the epoch. */
  signUpTimestamp: number;
  membership: { name: string };
  lotPurchasesCount: number;
  activeBidsCount: number;
  watchlistCurrentCnt: number;
  /** SPEC §4: country_iso_2 is US. */
  isDomestic: boolean;
  /** SPEC §6: the e-mail is at one of the company domains. */
  isCompany: boolean;
}
