import type { AccountSection, MembershipTier } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import type { SignedInMember } from '@/lib/server/auth/session';

/** What every account section receives from the account page (signed in: middleware and the page made sure). */
export interface SectionProps {
  section: AccountSection;
  member: SignedInMember;
  locale: Locale;
  tier?: MembershipTier;
  /** The page URL's query (the watchlist reads its sort and page from it). */
  searchParams?: Record<string, string | string[] | undefined>;
}
