import { notFound } from 'next/navigation';
import type { StaffPermission } from '@/lib/domain/staff';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to be told a console path has no page. */
export const permission: StaffPermission = 'dashboard.read';

/**
 * Any console path without a page of its own: 404 in the console's layout, for staff only (others are sent to sign in
 * or refused first, so the console's paths stay unlisted). Without it the path would fall to the site's pages. A
 * document request gets the page-not-found page from the page gate first; this answers moves in the browser.
 */
export default async function AdminUnknownPage() {
  await requireStaffPage(permission);
  notFound();
}
