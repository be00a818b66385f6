'use client';

import { MemberNotices } from '@/components/members/member-notices';
import { QueryProvider } from '@/components/providers/query-provider';
import { HeaderAccount } from './header-account';
import type { HeaderMemberAreaProps } from './header-member-area';

/** The member area's own chunk: the account links from member/me and the live notices. */
export function HeaderMemberAreaLive({ account, notices }: HeaderMemberAreaProps) {
  return (
    <QueryProvider>
      <HeaderAccount labels={account} />
      <MemberNotices labels={notices} />
    </QueryProvider>
  );
}
