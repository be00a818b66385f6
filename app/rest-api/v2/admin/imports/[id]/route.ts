import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { findImport } from '@/lib/server/imports/import-views';
import { readImportId } from '@/lib/server/imports/read-import-id';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/imports/{id} — state, counts and the first 1,000 row errors (poll it for the progress bar)
export const GET = withStaff<Context>(async (_request, context) => {
  const found = await findImport(await readImportId(context.params));
  if (!found) throw ApiError.notFound('No import has this id.');
  return ok(found, { headers: { 'cache-control': 'private, no-store' } });
}, 'imports.write');
