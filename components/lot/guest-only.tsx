'use client';

import type { ReactNode } from 'react';
import { useMember } from '@/lib/api/member';
import { membershipRule } from '@/lib/domain/business-rules';

/** Its children for a signed-in member of the Guest type only: the page around it is the same for every reader. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: member } = useMember();
  return member?.membership.name === membershipRule('guest').name ? children : null;
}
