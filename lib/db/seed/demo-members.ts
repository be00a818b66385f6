import type { MembershipCode } from '@/lib/domain/business-rules';
import { cents, ZERO_CENTS, type Cents } from '@/lib/domain/money';

export interface DemoMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryIso2: string;
  membershipCode: MembershipCode;
  depositCents: Cents;
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
    depositCents: ZERO_CENTS,
  },
  {
    id: 'demo-starter',
    email: 'starter@demo.example.com',
    firstName: 'Sam',
    lastName: 'Starter',
    countryIso2: 'US',
    membershipCode: 'starter',
    depositCents: cents(60_000),
  },
  {
    id: 'demo-premium',
    email: 'premium@demo.example.com',
    firstName: 'Paulina',
    lastName: 'Nowak',
    countryIso2: 'PL',
    membershipCode: 'premium',
    depositCents: cents(150_000),
  },
  {
    id: 'demo-vip',
    email: 'vip@demo.example.com',
    firstName: 'Victor',
    lastName: 'Ivanov',
    countryIso2: 'UA',
    membershipCode: 'vip',
    depositCents: cents(500_000),
  },
  {
    id: 'demo-business',
    email: 'business@demo.example.com',
    firstName: 'Beatriz',
    lastName: 'Gómez',
    countryIso2: 'MX',
    membershipCode: 'business',
    depositCents: cents(1_000_000),
  },
];
