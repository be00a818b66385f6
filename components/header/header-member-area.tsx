'use client';

import type { MemberNoticeLabels } from '@/components/members/member-notices';
import { deferred } from '@/components/providers/deferred';
import type { HeaderAccountLabels } from './header-account';
import { HeaderVisitorLinks } from './header-visitor-links';

export interface HeaderMemberAreaProps {
  account: HeaderAccountLabels;
  notices: MemberNoticeLabels;
}

/**
 * What the server renders, and the browser keeps until member/me answers: the visitor's sign-in and registration
 * links. Pages are cached for everyone, so the server never renders a member's own area; a visitor's links never move.
 */
function VisitorPlaceholder({ account }: HeaderMemberAreaProps): React.ReactNode {
  return <HeaderVisitorLinks signIn={account.signIn} register={account.register} />;
}

/**
 * The header's member area (the member's badges and menu, and their live notices). It loads, with React Query, once
 * the page is idle, and replaces the visitor links when member/me says someone is signed in.
 */
export const HeaderMemberArea = deferred<HeaderMemberAreaProps>(
  () => import('./header-member-area-live').then((m) => m.HeaderMemberAreaLive),
  VisitorPlaceholder,
);
