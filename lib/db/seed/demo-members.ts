import type { MembershipCode } from '@/lib/domain/business-rules';

export interface DemoMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryIso2: string;
  membershipCode: MembershipCode;
  depositCents: number;
}

/** The password of every demo account (README lists the accounts). */
export const DEMO_PASSWORD = 'salvage-demo-2026';

/** One demo member per membership tier; the Guest member has no deposit, so it sees the buyer-power prompt. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    id: 'demo-guest',
    email: 'guest@demo.example.com',
    firstName: 'Gina',
    lastName: 'Guest',
    countryIso2: 'US',
    membershipCode: 'guest',
    depositCents: 0,
  },
  {
    id: 'demo-starter',
    email: 'starter@demo.example.com',
    firstName: 'Sam',
    lastName: 'Starter',
    countryIso2: 'US',
    membershipCode: 'starter',
    depositCents: 60_000,
  },
  {
    id: 'demo-premium',
    email: 'premium@demo.example.com',
    firstName: 'Paulina',
    lastName: 'Nowak',
    countryIso2: 'PL',
    membershipCode: 'premium',
    depositCents: 150_000,
  },
  {
    id: 'demo-vip',
    email: 'vip@demo.example.com',
    firstName: 'Victor',
    lastName: 'Ivanov',
    countryIso2: 'UA',
    membershipCode: 'vip',
    depositCents: 500_000,
  },
  {
    id: 'demo-business',
    email: 'business@demo.example.com',
    firstName: 'Beatriz',
    lastName: 'Gómez',
    countryIso2: 'MX',
    membershipCode: 'business',
    depositCents: 1_000_000,
  },
];
