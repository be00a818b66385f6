import { adminPaymentQuery } from '@/lib/schemas/admin-payments';
import { readQuery } from '@/lib/server/http/read-input';
import { paymentsCsv } from '@/lib/server/payments/lists/payments-csv';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/payments/export.csv?purpose&method&state&email&from&to — every matching payment as CSV
export const GET = withStaff(async (request) => {
  const body = await paymentsCsv(readQuery(request, adminPaymentQuery));
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="payments.csv"',
      'cache-control': 'private, no-store',
    },
  });
}, 'payments.read');
