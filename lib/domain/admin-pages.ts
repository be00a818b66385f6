import { ANY_STAFF, type StaffPermission } from './staff';

/** The console's own answer pages (403 and 404): anyone middleware lets into the console may see them. */
export const ANYONE = 'anyone';

/** What a console page needs: a permission, any staff member (the second factor's pages), or nothing (ANYONE). */
export type AdminPageNeeds = StaffPermission | typeof ANY_STAFF | typeof ANYONE;

/** Where middleware renders the console's 403 and 404 (with those statuses) when the page gate refuses a path. */
export const ADMIN_NOT_ALLOWED_PATH = '/admin/not-allowed';
export const ADMIN_NOT_FOUND_PATH = '/admin/page-not-found';

/**
 * Every console page by its route (`[x]`: one segment) and what it needs. Each page exports the same as `permission`
 * (app/admin-access.test.tsx holds the two equal and walks them with every role), and server.ts's page gate answers 403
 * from this table before Next renders: Next's forbidden() gives the status but renders no HTML on the server.
 */
export const ADMIN_PAGES: Readonly<Record<string, AdminPageNeeds>> = {
  '/admin': 'dashboard.read',
  '/admin/audit': 'audit.read',
  '/admin/lots': 'lots.read',
  '/admin/lots/new': 'lots.write',
  '/admin/lots/[id]': 'lots.read',
  '/admin/imports': 'imports.write',
  '/admin/imports/[id]': 'imports.write',
  '/admin/lanes': 'lanes.control',
  '/admin/lanes/[id]': 'lanes.control',
  '/admin/sales': 'sales.read',
  '/admin/sales/new': 'sales.write',
  '/admin/sales/[id]': 'sales.read',
  '/admin/verification': 'verification.write',
  '/admin/verification/[id]': 'verification.write',
  '/admin/payments': 'payments.read',
  '/admin/payments/wires': 'payments.write',
  '/admin/refunds': 'payments.read',
  '/admin/handover': 'handover.read',
  '/admin/handover/[id]': 'handover.read',
  '/admin/handover/pickup': 'handover.write',
  '/admin/approvals': 'approvals.write',
  '/admin/approvals/lots/[id]': 'approvals.write',
  '/admin/approvals/offers/[id]': 'approvals.write',
  '/admin/security/two-factor': ANY_STAFF,
  [ADMIN_NOT_ALLOWED_PATH]: ANYONE,
  [ADMIN_NOT_FOUND_PATH]: ANYONE,
};

const ROUTES = Object.entries(ADMIN_PAGES).map(([route, needs]) => ({
  parts: route.split('/').slice(1),
  needs,
}));

/** Whether `pattern`'s segments match `path`'s, a static one before a dynamic one. */
function rank(pattern: readonly string[], parts: readonly string[]): number | null {
  if (pattern.length !== parts.length) return null;
  let dynamic = 0;
  for (let i = 0; i < parts.length; i++) {
    if (/^\[[^\]]+\]$/.test(pattern[i]!)) dynamic++;
    else if (pattern[i] !== parts[i]) return null;
  }
  return dynamic;
}

/** What the console page at `path` (no query, no trailing slash) needs; null when no page has that path. */
export function adminPageNeeds(path: string): AdminPageNeeds | null {
  const parts = path.split('/').slice(1);
  let best: { needs: AdminPageNeeds; dynamic: number } | null = null;
  for (const route of ROUTES) {
    const dynamic = rank(route.parts, parts);
    if (dynamic !== null && (!best || dynamic < best.dynamic)) best = { needs: route.needs, dynamic };
  }
  return best?.needs ?? null;
}
