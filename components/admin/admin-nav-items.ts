import { hasPermission, type StaffPermission, type StaffRole } from '@/lib/domain/staff';

/** One entry of the console's navigation and the permission its page declares. */
export interface AdminNavItem {
  href: string;
  label: string;
  permission: StaffPermission;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', permission: 'dashboard.read' },
  { href: '/admin/lots', label: 'Lots', permission: 'lots.read' },
  { href: '/admin/imports', label: 'Imports', permission: 'imports.write' },
  { href: '/admin/lanes', label: 'Live lanes', permission: 'lanes.control' },
  { href: '/admin/sales', label: 'Sales', permission: 'sales.read' },
  { href: '/admin/approvals', label: 'Approvals', permission: 'approvals.write' },
  { href: '/admin/verification', label: 'Id verification', permission: 'verification.write' },
  { href: '/admin/payments', label: 'Payments', permission: 'payments.read' },
  { href: '/admin/refunds', label: 'Refunds', permission: 'payments.read' },
  { href: '/admin/handover', label: 'Handover', permission: 'handover.read' },
  { href: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
];

/** The entries `roles` may open. */
export function adminNavFor(roles: readonly StaffRole[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => hasPermission(roles, item.permission));
}

/** Whether `href` is the section of `path` (the dashboard only for itself; the others for their pages below). */
export function isCurrentSection(href: string, path: string): boolean {
  const bare = path.replace(/[?#].*$/s, '').replace(/(.)\/$/, '$1');
  return href === '/admin' ? bare === href : bare === href || bare.startsWith(`${href}/`);
}
