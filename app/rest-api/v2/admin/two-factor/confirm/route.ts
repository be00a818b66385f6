import { twoFactorConfirmSchema } from '@/lib/schemas/auth';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';
import { confirmEnrolment } from '@/lib/server/staff/two-factor-enrolment';
import { withStaffAccount } from '@/lib/server/staff/with-staff';

// POST /rest-api/v2/admin/two-factor/confirm — staff enrol an authenticator, step two: a code from the app; the
// account's other sessions end and this browser gets a new 12-hour session and claims
export const POST = withStaffAccount(async (request, _context, staff) => {
  const { code } = await readJson(request, twoFactorConfirmSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const cookies = await confirmEnrolment(staff, code, request);
  return ok({ enrolled: true }, { headers: setCookieHeaders(cookies) });
});
