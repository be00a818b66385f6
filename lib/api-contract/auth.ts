import {
  passwordResetSchema,
  recoveryRequestSchema,
  secondFactorSchema,
  signInSchema,
  signUpSchema,
  twoFactorConfirmSchema,
  twoFactorEnrolSchema,
} from '@/lib/schemas/auth';
import type { Operation } from './operation';
import { arrayOf, bool, constant, nullable, object, str } from './shapes';

const tag = 'Auth';
const SESSION_COOKIES = 'Sets the `sl_session` (httpOnly) and `sl_claims` cookies.';

const STAFF_SESSION = 'A staff session ends 12 hours after sign-in, in use or not.';

/** Sign-up, sign-in (with staff's second factor), sign-out, password recovery (SPEC §7 auth) and staff's enrolment. */
export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/sign-in',
    tag,
    summary: 'Sign in with e-mail and password',
    description: `${SESSION_COOKIES} Limited per address and per account before the password is checked. For an account with a second factor (staff), a right password sets only the short-lived \`sl.two_factor\` cookie and answers \`secondFactorRequired: true\` with no memberId: the session comes from sign-in/two-factor.`,
    access: 'public',
    body: { json: signInSchema },
    success: {
      description: 'Signed in, or the second step is due.',
      data: object({ memberId: nullable(str), secondFactorRequired: bool }),
    },
    errors: { 401: ['invalid_credentials'], 429: ['server_busy'] },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/sign-in/two-factor',
    tag,
    summary: 'Second step of a staff sign-in: an authenticator or recovery code',
    description: `${SESSION_COOKIES} Needs the \`sl.two_factor\` cookie of a sign-in (10 minutes, 5 tries); a recovery code works once. ${STAFF_SESSION}`,
    access: 'public',
    body: { json: secondFactorSchema },
    success: { description: 'Signed in.', data: object({ memberId: str }) },
    errors: { 401: ['invalid_code', 'second_factor_expired'], 429: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/two-factor',
    tag,
    summary: 'Staff: start enrolling an authenticator app (password again)',
    description:
      'Any staff member, enrolled or not. Answers a new TOTP secret (otpauth URI and Base32) and ten single-use recovery codes; nothing is enabled until two-factor/confirm.',
    access: 'member',
    body: { json: twoFactorEnrolSchema },
    success: {
      description: 'A secret to confirm.',
      data: object({ totpUri: str, secret: str, recoveryCodes: arrayOf(str) }),
    },
    errors: { 403: true, 409: ['already_enrolled'], 429: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/two-factor/confirm',
    tag,
    summary: 'Staff: confirm the authenticator with a code; the second factor is on',
    description: `${SESSION_COOKIES} Every other session of the account ends. ${STAFF_SESSION}`,
    access: 'member',
    body: { json: twoFactorConfirmSchema },
    success: { description: 'Enrolled.', data: object({ enrolled: constant(true) }) },
    errors: { 403: true, 409: ['already_enrolled', 'enrolment_not_started'] },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/sign-up',
    tag,
    summary: 'Register as a Guest member, signed in at once',
    description: `${SESSION_COOKIES} A taken e-mail or a common password is a 422 naming the field.`,
    access: 'public',
    body: { json: signUpSchema },
    success: { description: 'Registered and signed in.', data: object({ memberId: str }) },
    errors: { 429: ['server_busy'] },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/sign-out',
    tag,
    summary: 'End the session and clear its cookies',
    access: 'public',
    success: {
      description: 'Signed out (also when no session was there).',
      data: object({ signedOut: constant(true) }),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/recovery-password',
    tag,
    summary: 'Mail a password recovery link',
    description: 'Answers 202 whether or not the address is known.',
    access: 'public',
    body: { json: recoveryRequestSchema },
    success: { status: 202, description: 'Requested.', data: object({ requested: constant(true) }) },
    errors: { 429: true },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/reset-password',
    tag,
    summary: 'Set a new password with a recovery token; every session ends',
    access: 'public',
    body: { json: passwordResetSchema },
    success: { description: 'The password is changed.', data: object({ reset: constant(true) }) },
    errors: { 429: ['server_busy'] },
  },
];
