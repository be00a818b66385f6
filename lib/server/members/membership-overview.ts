import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members } from '@/lib/db/schema';
import type { MembershipOverview } from '@/lib/schemas/membership';
import { ApiError } from '../http/api-error';
import { pendingUpgrade } from './membership-pending';
import { listMembershipTypes } from './membership-types';

/** The member's tier as stored now (the session's copy may be older). */
export async function currentMembershipCode(memberId: string): Promise<string> {
  const db = await getDb();
  const [member] = await db
    .select({ code: members.membershipCode })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw ApiError.unauthorized();
  return member.code;
}

/** GET v2/account/membership: the member's tier, the upgrade awaiting payment (if any) and every tier. */
export async function membershipOverview(memberId: string): Promise<MembershipOverview> {
  const [code, pending, types] = await Promise.all([
    currentMembershipCode(memberId),
    pendingUpgrade(memberId),
    listMembershipTypes(),
  ]);
  const current = types.find((t) => t.code === code);
  if (!current) throw new Error(`membership ${code} is missing from membership_types`);
  return { current, pending, types };
}
