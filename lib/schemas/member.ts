/** GET member/me (SPEC §3 "Current member"; the header reads the counts). */
export interface MemberMe {
  first_name: string;
  email: string;
  country_iso_2: string;
  buyer_power: { amount: number };
  acceptedTermsVersion: number | null;
  signUpTimestamp: number;
  membership: { name: string };
  lotPurchasesCount: number;
  activeBidsCount: number;
  watchlistCurrentCnt: number;
}
