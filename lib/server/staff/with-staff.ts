import 'server-only';
import { ANY_STAFF, hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { ApiError } from '../http/api-error';
import { handle } from '../http/respond';
import {
  staffFromHeaders,
  TWO_FACTOR_ENROLMENT_PATH,
  type SignedInStaff,
  type StaffMember,
} from './staff-member';

type StaffHandler<C, S> = (request: Request, context: C, staff: S) => Promise<Response>;

/** The 403 of staff who have not enrolled their second factor yet. */
export function secondFactorRequired(): ApiError {
  return new ApiError(
    403,
    'second_factor_required',
    `Staff need a second factor: set up an authenticator app at ${TWO_FACTOR_ENROLMENT_PATH} first.`,
  );
}

/**
 * The one wrapper for staff routes, beside withMember: 401 without a valid session (staff sessions end 12 hours after
 * sign-in), 403 `second_factor_required` for staff without a second factor, 403 for a member who is not staff and for
 * staff whose roles do not grant `permission`, then the handler with the staff member. The permission is named at
 * the call site: `export const POST = withStaff(createLot, 'lots.write')`, and the wrapped handler carries it
 * (`POST.permission`) for the test that walks every admin route with every role (app/admin-access.test.tsx).
 */
export function withStaff<C = unknown>(handler: StaffHandler<C, SignedInStaff>, permission: StaffPermission) {
  const guarded = handle<C>(async (request, context) => {
    const found = await staffFromHeaders(request.headers);
    if (!found) throw ApiError.unauthorized();
    if (found.mustEnrol) throw secondFactorRequired();
    if (!found.staff || !hasPermission(found.staff.roles, permission)) throw ApiError.forbidden();
    return handler(request, context, found.staff);
  });
  return Object.assign(guarded, { permission });
}

/**
 * For the second factor's own routes only (enrolment): any staff member, enrolled or not; 401 without a session,
 * 403 for a member who is not staff.
 */
export function withStaffAccount<C = unknown>(handler: StaffHandler<C, StaffMember>) {
  const guarded = handle<C>(async (request, context) => {
    const found = await staffFromHeaders(request.headers);
    if (!found) throw ApiError.unauthorized();
    const staff = found.staff ?? found.mustEnrol;
    if (!staff) throw ApiError.forbidden();
    return handler(request, context, staff);
  });
  return Object.assign(guarded, { permission: ANY_STAFF });
}
