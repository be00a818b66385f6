import Link from 'next/link';
import { BRAND } from '@/lib/domain/brand';
import type { StaffRole } from '@/lib/domain/staff';
import { AdminNav } from './admin-nav';
import type { AdminNavItem } from './admin-nav-items';
import { AdminSignOut } from './admin-sign-out';

/**
 * The console's banner: its name, the signed-in staff member (e-mail and roles), the `sections` their roles open, and
 * sign out. Without `staff` (a visitor being sent to sign in, or a member who is not staff) only the name shows.
 */
export function AdminHeader({
  staff,
  sections,
}: {
  staff: { email: string; roles: readonly StaffRole[] } | null;
  sections: readonly AdminNavItem[];
}) {
  return (
    <header className="admin-header">
      <div className="admin-header__bar">
        <Link className="admin-header__brand" href="/admin">
          {BRAND} console
        </Link>
        {staff && (
          <div className="admin-header__who">
            <span>
              <span className="visually-hidden">Signed in as </span>
              {staff.email}
            </span>
            <span className="admin-header__roles">
              <span className="visually-hidden">Roles: </span>
              {staff.roles.join(', ')}
            </span>
            <AdminSignOut />
          </div>
        )}
      </div>
      {sections.length > 0 && <AdminNav sections={sections.map(({ href, label }) => ({ href, label }))} />}
    </header>
  );
}
