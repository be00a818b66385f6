import type { ComponentType } from 'react';
import type { AccountSection as Section } from '@/lib/domain/route-classifier';
import BiddingLimitPaymentSection from './sections/bidding-limit-payment-section';
import BiddingLimitSection from './sections/bidding-limit-section';
import BidsSection from './sections/bids-section';
import BillingInformationSection from './sections/billing-information-section';
import ContactInformationSection from './sections/contact-information-section';
import DashboardSection from './sections/dashboard-section';
import DocumentsSection from './sections/documents-section';
import ManageMembershipSection from './sections/manage-membership-section';
import MembershipPaymentSection from './sections/membership-payment-section';
import PlaceholderSection from './sections/placeholder-section';
import SavedSearchesSection from './sections/saved-searches-section';
import type { SectionProps } from './sections/section-props';
import SecuritySection from './sections/security-section';
import SuccessUpgradeSection from './sections/success-upgrade-section';
import TransactionsSection from './sections/transactions-section';
import WatchlistSection from './sections/watchlist-section';

/** The account sections built so far; the rest show their heading and a note until their issue lands. */
const SECTIONS: Partial<Record<Section, ComponentType<SectionProps>>> = {
  dashboard: DashboardSection,
  documents: DocumentsSection,
  bids: BidsSection,
  'bidding-limit': BiddingLimitSection,
  'bidding-limit-payment': BiddingLimitPaymentSection,
  'billing-information': BillingInformationSection,
  'contact-information': ContactInformationSection,
  security: SecuritySection,
  'manage-membership': ManageMembershipSection,
  'membership-payment': MembershipPaymentSection,
  'saved-searches': SavedSearchesSection,
  'success-upgrade': SuccessUpgradeSection,
  transactions: TransactionsSection,
  watchlist: WatchlistSection,
};

/** One account page: the section's own component, or the placeholder. */
export function AccountSection(props: SectionProps) {
  const Component = SECTIONS[props.section] ?? PlaceholderSection;
  return <Component {...props} />;
}
