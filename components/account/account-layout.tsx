import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import type { AccountSection } from '@/lib/domain/route-classifier';
import { Link } from '@/lib/i18n/navigation';

/** The account sections in the side menu, in the order a buyer uses them. */
const NAV: readonly { section: AccountSection; href: string }[] = [
  { section: 'dashboard', href: '/myaccount/' },
  { section: 'watchlist', href: '/myaccount/watchlist' },
  { section: 'bids', href: '/myaccount/bids' },
  { section: 'bidding-limit', href: '/myaccount/bidding-limit' },
  { section: 'saved-searches', href: '/myaccount/saved-searches' },
  { section: 'transactions', href: '/myaccount/transactions' },
  { section: 'documents', href: '/myaccount/documents' },
  { section: 'manage-membership', href: '/myaccount/manage-membership' },
  { section: 'contact-information', href: '/myaccount/contact-information' },
  { section: 'billing-information', href: '/myaccount/billing-information' },
  { section: 'security', href: '/myaccount/security' },
];

/** An account page: the section menu beside the section's content. */
export async function AccountLayout({ section, children }: { section: AccountSection; children: ReactNode }) {
  const t = await getTranslations('Account');
  return (
    <div className="account">
      <nav className="account__nav" aria-label={t('navLabel')}>
        <ul>
          {NAV.map((item) => (
            <li key={item.section}>
              <Link href={item.href} aria-current={item.section === section ? 'page' : undefined}>
                {t(item.section, { tier: '' })}
              </Link>
            </li>
          ))}
        </ul>
        <SignOutButton label={t('signOut')} />
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}
