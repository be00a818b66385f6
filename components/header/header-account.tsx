'use client';

import { useMember } from '@/lib/api/member';
import { headerState } from '@/lib/domain/header-state';
import { Link } from '@/lib/i18n/navigation';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { HeaderVisitorLinks } from './header-visitor-links';
import { NavMenu } from './nav-menu';

export interface HeaderAccountLabels {
  signIn: string;
  register: string;
  watchlist: string;
  myBids: string;
  biddingLimit: string;
  biddingLimitWarning: string;
  accountMenu: string;
  myAccount: string;
  upgrade: string;
  signOut: string;
}

function Badge({ text, label }: { text: string; label: string }) {
  if (!text) return null;
  return (
    <span className="badge" aria-label={label} data-testid="badge">
      {text}
    </span>
  );
}

export function HeaderAccount({ labels }: { labels: HeaderAccountLabels }) {
  const { data: member } = useMember();
  // Until member/me says someone is signed in (and when it fails), the visitor links the server rendered stay.
  if (member === null || member === undefined) {
    return <HeaderVisitorLinks signIn={labels.signIn} register={labels.register} />;
  }
  const state = headerState(member);
  return (
    <div className="header-account">
      <Link href="/myaccount/watchlist" className="header-account__link">
        {labels.watchlist}
        <Badge text={state.watchlistBadge} label={`${member.watchlistCurrentCnt}`} />
      </Link>
      <Link href="/myaccount/bids" className="header-account__link">
        {labels.myBids}
        <Badge text={state.bidsBadge} label={`${member.activeBidsCount}`} />
      </Link>
      <Link href="/myaccount/bidding-limit" className="header-account__link">
        {labels.biddingLimit}
        {state.biddingLimitWarning && (
          <span
            className="badge badge--warning"
            title={labels.biddingLimitWarning}
            aria-label={labels.biddingLimitWarning}
          >
            !
          </span>
        )}
      </Link>
      <NavMenu label={labels.accountMenu.replace('{name}', member.first_name)}>
        <ul className="menu-list">
          <li>
            <Link href="/myaccount/">{labels.myAccount}</Link>
          </li>
          <li>
            <Link href="/myaccount/watchlist">{labels.watchlist}</Link>
          </li>
          <li>
            <Link href="/myaccount/bids">{labels.myBids}</Link>
          </li>
          <li>
            <Link href="/myaccount/bidding-limit">{labels.biddingLimit}</Link>
          </li>
          <li>
            <SignOutButton label={labels.signOut} />
          </li>
        </ul>
      </NavMenu>
      {state.showUpgrade && (
        <Link href="/myaccount/manage-membership" className="button is-green" data-testid="upgrade-link">
          {labels.upgrade}
        </Link>
      )}
    </div>
  );
}
