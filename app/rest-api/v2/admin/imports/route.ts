import { ok } from '@/lib/server/http/respond';
import { readQuery } from '@/lib/server/http/read-input';
import { listImports } from '@/lib/server/imports/import-views';
import { startImport } from '@/lib/server/imports/start-import';
import { withStaff } from '@/lib/server/staff/with-staff';
import { importListQuery } from '@/lib/schemas/admin-imports';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /rest-api/v2/admin/imports?page — the console's imports, newest first
export const GET = withStaff(async (request) => {
  return ok(await listImports(readQuery(request, importListQuery)), { headers: PRIVATE });
}, 'imports.write');

// POST /rest-api/v2/admin/imports — upload a CSV (`file`) and optionally a photo ZIP (`photos`): 202 with the id
export const POST = withStaff(async (request, _context, staff) => {
  return ok(await startImport(staff, request), { status: 202, headers: PRIVATE });
}, 'imports.write');
