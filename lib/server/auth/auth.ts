import 'server-only';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { getDb } from '@/lib/db/database';
import type { Db } from '@/lib/db/client';
import { accounts, members, sessions, twoFactors, verifications } from '@/lib/db/schema';
import { SESSION_COOKIE } from '@/lib/domain/session';
import { env, type Env } from '@/lib/env';
import { logger } from '@/lib/log';
import { hashPassword, verifyPassword } from './password';
import { sendRecoveryMail } from './recovery-mail';
import { sessionSecret } from './session-secret';
import { staffSessionHooks } from './staff-session';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';

const log = logger('auth');

/** The issuer an authenticator app shows beside a staff member's codes. */
export const TOTP_ISSUER = 'SalvageLane';

/** Members' sessions last 30 days and slide forward once a day while in use (staff: ./staff-session). */
export const SESSION_DAYS = 30;
const DAY = 24 * 60 * 60;
/** better-auth's `expiresIn` and `updateAge`, in seconds. */
export const SESSION_EXPIRES_IN = SESSION_DAYS * DAY;
export const SESSION_UPDATE_AGE = DAY;

/** When a session started now ends (the claims cookie lives as long). */
export function sessionEnd(now = Date.now()): Date {
  return new Date(now + SESSION_DAYS * DAY * 1000);
}

/** Cookies are Secure (and `__Secure-` named) in production, or whenever the public origin is https. */
export function secureCookies(e: Env = env()): boolean {
  return e.BASE_URL ? e.BASE_URL.startsWith('https://') : e.NODE_ENV === 'production';
}

/**
 * better-auth on our drizzle schema: members are its users, with our field names. It owns the session cookie,
 * password sign-in, the single-use recovery tokens (in `verifications`), session revocation and, with its two-factor
 * plugin, staff's second factor (TOTP secrets and encrypted recovery codes in `two_factors`); our services wrap its
 * API to add the site's rules (common passwords, sign-in limits, claims, staff sessions, JSON errors).
 */
function createAuth(db: Db) {
  return betterAuth({
    appName: 'SalvageLane',
    secret: sessionSecret(),
    baseURL: env().BASE_URL ?? 'http://localhost',
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { members, sessions, accounts, verifications, twoFactors },
    }),
    user: {
      modelName: 'members',
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        countryIso2: { type: 'string', required: true, input: true },
        membershipCode: { type: 'string', required: false, input: false },
        acceptedTermsVersion: { type: 'number', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      fields: { userId: 'memberId' },
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
    },
    account: { modelName: 'accounts', fields: { userId: 'memberId' } },
    verification: { modelName: 'verifications' },
    databaseHooks: { session: staffSessionHooks(db) },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        schema: { twoFactor: { modelName: 'twoFactors', fields: { userId: 'memberId' } } },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(password, hash) },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) => sendRecoveryMail(user.email, token, request),
    },
    advanced: {
      cookiePrefix: 'sl',
      cookies: { session_token: { name: SESSION_COOKIE } },
      useSecureCookies: secureCookies(),
      // Same-origin checks and sign-in limits are ours (lib/server/http/same-origin, rate-limit/limiters).
      disableCSRFCheck: true,
    },
    rateLimit: { enabled: false },
    // A wrong password is the sign-in service's business (it answers 401); only real faults reach our log.
    logger: {
      level: 'error',
      log: (_level, message, ...args) => log.error(message, args.length > 0 ? args : undefined),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Auth>();

/** The auth instance for this process's database (one per database, so tests can swap databases). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
