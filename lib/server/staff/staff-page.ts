import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { safeRedirectPath } from '@/lib/domain/redirect-path';
import { ADMIN_ROOT, adminSignInPath } from '@/lib/domain/route-classifier';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { ADMIN_PATH_HEADER } from './admin-path-header';
import {
  staffFromHeaders,
  TWO_FACTOR_ENROLMENT_PATH,
  type SignedInStaff,
  type StaffMember,
} from './staff-member';

/** Who the page being rendered is for (see staffFromHeaders), looked up once per render. */
export const currentStaff = cache(async () => staffFromHeaders(await headers()));

/** The console path the browser asked for (middleware's header), or the console's root. */
async function requestedAdminPath(): Promise<string> {
  const path = safeRedirectPath((await headers()).get(ADMIN_PATH_HEADER));
  const inConsole = (p: string) => p === ADMIN_ROOT || /^\/admin[/?#]/.test(p);
  return path && inConsole(path) ? path : ADMIN_ROOT;
}

/**
 * The guard of every console page (server components; route handlers use withStaff): without a valid session, a
 * redirect to the sign-in page with the requested path as `next`; staff who have no second factor yet, to its
 * enrolment page; a member who is not staff, or staff whose roles do not grant `permission`, Next's forbidden() (HTTP
 * 403 and the console's forbidden.tsx). Next renders that boundary in the browser only, so a document request is
 * refused before it gets here, by the page gate (admin-gate.ts, from ADMIN_PAGES: the not-allowed page with 403); this
 * call covers moves between pages in the browser. Call it in the page, not in the layout: forbidden() in a root layout
 * has no boundary to render in.
 */
export async function requireStaffPage(permission: StaffPermission): Promise<SignedInStaff> {
  const found = await currentStaff();
  if (!found) redirect(adminSignInPath(await requestedAdminPath()));
  if (found.mustEnrol) redirect(TWO_FACTOR_ENROLMENT_PATH);
  if (!found.staff || !hasPermission(found.staff.roles, permission)) forbidden();
  return found.staff;
}

/**
 * The guard of the second factor's own pages (the page declares `permission = ANY_STAFF`): any staff member, enrolled
 * or not; sign-in without a session, 403 for a member who is not staff.
 */
export async function requireStaffAccountPage(): Promise<StaffMember> {
  const found = await currentStaff();
  if (!found) redirect(adminSignInPath(await requestedAdminPath()));
  const staff = found.staff ?? found.mustEnrol;
  if (!staff) forbidden();
  return staff;
}
