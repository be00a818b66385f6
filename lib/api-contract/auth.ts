import { passwordResetSchema, recoveryRequestSchema, signInSchema, signUpSchema } from '@/lib/schemas/auth';
import type { Operation } from './operation';
import { constant, object, str } from './shapes';

const tag = 'Auth';
const SESSION_COOKIES = 'Sets the `sl_session` (httpOnly) and `sl_claims` cookies.';

/** Sign-up, sign-in, sign-out and password recovery (SPEC §7 auth). */
export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/rest-api/v1.0/auth/sign-in',
    tag,
    summary: 'Sign in with e-mail and password',
    description: `${SESSION_COOKIES} Limited per address and per account before the password is checked.`,
    access: 'public',
    body: { json: signInSchema },
    success: { description: 'Signed in.', data: object({ memberId: str }) },
    errors: { 401: ['invalid_credentials'], 429: ['server_busy'] },
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
