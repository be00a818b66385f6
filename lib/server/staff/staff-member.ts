import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import type { Db } from '@/lib/db/client';
import { members, staffRoles } from '@/lib/db/schema';
import { isStaffRole, type StaffRole } from '@/lib/domain/staff';
import { demoModeEnabled } from '@/lib/env';
import { memberFromHeaders, type SignedInMember } from '../auth/session';

/** A signed-in member who holds at least one staff role, second factor or not. */
export interface StaffMember extends SignedInMember {
  roles: StaffRole[];
}

/**
 * Staff whose permissions work: they signed in with their second factor (`totp`), or they are the demo's staff in
 * demo mode, who may skip it (`demo`).
 */
export interface SignedInStaff extends StaffMember {
  secondFactor: 'totp' | 'demo';
}

/** Where the console sends staff who have no second factor yet (its page: components/admin/two-factor). */
export const TWO_FACTOR_ENROLMENT_PATH = '/admin/security/two-factor';

/** The staff roles a member holds (none for a buyer). */
export async function rolesOf(memberId: string, db?: Db): Promise<StaffRole[]> {
  const rows = await (db ?? (await getDb()))
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.memberId, memberId));
  return rows.map((r) => r.role).filter(isStaffRole);
}

/** A member's roles and how they stand with the second factor, in one query. */
async function standingOf(memberId: string) {
  const rows = await (
    await getDb()
  )
    .select({ role: staffRoles.role, twoFactorEnabled: members.twoFactorEnabled, isDemo: members.isDemo })
    .from(staffRoles)
    .innerJoin(members, eq(members.id, staffRoles.memberId))
    .where(eq(staffRoles.memberId, memberId));
  const first = rows[0];
  return {
    roles: rows.map((r) => r.role).filter(isStaffRole),
    secondFactor: first?.twoFactorEnabled ? 'totp' : first?.isDemo && demoModeEnabled() ? 'demo' : null,
  } as const;
}

/**
 * Who these headers sign in, as staff: `null` without a valid session (a staff session ends STAFF_SESSION_HOURS after
 * sign-in, see lib/server/auth/staff-session); `{ staff }` for staff whose permissions work; `{ staff: null }` for a
 * member who holds no staff role, or for staff who have not enrolled a second factor yet (`mustEnrol` names them: no
 * permission works until they do, TWO_FACTOR_ENROLMENT_PATH).
 */
export async function staffFromHeaders(
  headers: Headers,
): Promise<
  | null
  | { member: SignedInMember; staff: SignedInStaff; mustEnrol: null }
  | { member: SignedInMember; staff: null; mustEnrol: StaffMember | null }
> {
  const member = await memberFromHeaders(headers);
  if (!member) return null;
  const { roles, secondFactor } = await standingOf(member.id);
  if (roles.length === 0) return { member, staff: null, mustEnrol: null };
  if (!secondFactor) return { member, staff: null, mustEnrol: { ...member, roles } };
  return { member, staff: { ...member, roles, secondFactor }, mustEnrol: null };
}
