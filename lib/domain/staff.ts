/**
 * The back office's people (ARCHITECTURE "The back office"): a staff member holds one or more roles, and each staff
 * route names the permission it needs at its call site (`withStaff(handler, 'lots.write')`). Roles grant permissions
 * here and nowhere else.
 */
export const STAFF_ROLES = ['admin', 'inventory', 'auctions', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** The console's dashboard: today's counts. */
  'dashboard.read',
  /** Read lots in the console (list, edit form). */
  'lots.read',
  /** Check a lot in, edit it, withdraw it. */
  'lots.write',
  /** Upload, order and delete a lot's photos. */
  'photos.write',
  /** Bulk imports of a yard's file. */
  'imports.write',
  /** Read the audit log. */
  'audit.read',
  /** The sale calendar and runlists: read. */
  'sales.read',
  /** Create, reschedule and cancel sales; assign lots to a sale and order its runlist. */
  'sales.write',
  /** The live lane from the console: pause, resume, skip the lot on the block. */
  'lanes.control',
  /** Decide lots on approval (accept, reject, counter) and answer buyers' offers, for the seller. */
  'approvals.write',
  /** Review members' uploaded ids: approve, or reject with a reason. */
  'verification.write',
  /** The payments list and its CSV export. */
  'payments.read',
  /** Record received wires; approve or deny refund requests. */
  'payments.write',
  /** After the hammer, read: titles, gate passes, pickups, storage. */
  'handover.read',
  /** After the hammer, write: title progress, pickups, storage delays. */
  'handover.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * What the second factor's own pages and routes declare instead of a permission: any staff member, second factor or
 * not (withStaffAccount, requireStaffAccountPage).
 */
export const ANY_STAFF = 'any-staff';

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  inventory: [
    'dashboard.read',
    'lots.read',
    'lots.write',
    'photos.write',
    'imports.write',
    'handover.read',
    'handover.write',
  ],
  auctions: ['dashboard.read', 'lots.read', 'sales.read', 'sales.write', 'lanes.control', 'approvals.write'],
  finance: ['dashboard.read', 'lots.read', 'payments.read', 'payments.write', 'handover.read'],
  support: ['dashboard.read', 'lots.read', 'verification.write', 'handover.read', 'handover.write'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The permissions `roles` grant together. */
export function permissionsOf(roles: readonly StaffRole[]): ReadonlySet<StaffPermission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
}

export function hasPermission(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** A staff session ends this long after sign-in, in use or not (a member's lasts 30 days and slides). */
export const STAFF_SESSION_HOURS = 12;

/** The demo's staff (README lists them), password DEMO_PASSWORD like the demo members. */
export const DEMO_STAFF: readonly { email: string; firstName: string; roles: readonly StaffRole[] }[] = [
  { email: 'admin@demo.example.com', firstName: 'Alex', roles: STAFF_ROLES },
  { email: 'clerk@demo.example.com', firstName: 'Casey', roles: ['inventory'] },
  { email: 'auctioneer@demo.example.com', firstName: 'Avery', roles: ['auctions'] },
  { email: 'finance@demo.example.com', firstName: 'Frankie', roles: ['finance'] },
  { email: 'support@demo.example.com', firstName: 'Sam', roles: ['support'] },
];
