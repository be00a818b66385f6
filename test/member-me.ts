import type { MemberMeWire } from '@/lib/schemas/member';

/**
 * A member/me answer as the API sends it (useMember reads it through memberMeSchema, so a test's fake must be whole):
 * Ana, a Guest in the US with no buying power, bids, watched lots or id on file, unless `overrides` say otherwise.
 */
export function memberMeWire(overrides: Partial<MemberMeWire> = {}): MemberMeWire {
  return {
    id: 'member-1',
    first_name: 'Ana',
    email: 'ana@example.com',
    country_iso_2: 'US',
    buyer_power: { amount: 0, amountCents: 0 },
    acceptedTermsVersion: 3,
    signUpTimestamp: 0,
    membership: { name: 'Guest' },
    lotPurchasesCount: 0,
    activeBidsCount: 0,
    watchlistCurrentCnt: 0,
    isDomestic: true,
    isCompany: false,
    idVerification: 'none',
    ...overrides,
  };
}
