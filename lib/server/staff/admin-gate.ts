import 'server-only';
import { adminPageNeeds, ANYONE } from '@/lib/domain/admin-pages';
import { ANY_STAFF, hasPermission } from '@/lib/domain/staff';
import { staffFromHeaders } from './staff-member';

/**
 * The console's part of the page gate (server.ts, before Next renders a document): 'forbidden' for a member who is not
 * staff and for staff whose roles do not open the page (ADMIN_PAGES), 'not-found' for staff on a path with no page,
 * null where the page decides itself (no session: sign-in; no second factor yet: its enrolment page; allowed).
 */
export async function adminGate(path: string, headers: Headers): Promise<'forbidden' | 'not-found' | null> {
  const needs = adminPageNeeds(path);
  if (needs === ANYONE) return null;
  const found = await staffFromHeaders(headers);
  if (!found) return null;
  const staff = found.staff ?? found.mustEnrol;
  if (!staff) return 'forbidden';
  if (needs === ANY_STAFF) return null;
  if (!found.staff) return null;
  if (needs === null) return 'not-found';
  return hasPermission(found.staff.roles, needs) ? null : 'forbidden';
}
