import { ApiError } from '@/lib/server/http/api-error';
import { importErrorsCsv } from '@/lib/server/imports/import-views';
import { readImportId } from '@/lib/server/imports/read-import-id';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/imports/{id}/errors.csv — every row error as CSV (row, column, message)
export const GET = withStaff<Context>(async (_request, context) => {
  const id = await readImportId(context.params);
  const body = await importErrorsCsv(id);
  if (!body) throw ApiError.notFound('No import has this id.');
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="import-${id}-errors.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}, 'imports.write');
