import { twoFactorEnrolSchema } from '@/lib/schemas/auth';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { startEnrolment } from '@/lib/server/staff/two-factor-enrolment';
import { withStaffAccount } from '@/lib/server/staff/with-staff';

// POST /rest-api/v2/admin/two-factor — staff enrol an authenticator, step one: the password; answers the secret (as
// an otpauth URI and in Base32) and the recovery codes, unconfirmed until two-factor/confirm
export const POST = withStaffAccount(async (request, _context, staff) => {
  const { password } = await readJson(request, twoFactorEnrolSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(await startEnrolment(staff, password, request), { headers: { 'cache-control': 'no-store' } });
});
