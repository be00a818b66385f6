'use client';

import type { MemberNoticeLabels } from '@/components/members/member-notices';
import { deferred } from '@/components/providers/deferred';
import type { HeaderAccountLabels } from './header-account';

export interface HeaderMemberAreaProps {
  account: HeaderAccountLabels;
  notices: MemberNoticeLabels;
}

/** The slot the server renders: the same empty area HeaderAccount shows while member/me is loading. */
function Pending(): React.ReactNode {
  return <div className="header-account header-account--pending" aria-hidden="true" />;
}

/**
 * The header's member area (sign-in links or the member's badges and menu, and their live notices). The server never
 * knows the member, so nothing of it is in the first paint: it loads, with React Query, once the page is idle.
 */
export const HeaderMemberArea = deferred<HeaderMemberAreaProps>(
  () => import('./header-member-area-live').then((m) => m.HeaderMemberAreaLive),
  Pending,
);
