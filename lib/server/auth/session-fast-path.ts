import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, exists, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members, sessions, staffRoles } from '@/lib/db/schema';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/domain/session';
import { secureCookies, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from './auth';
import { sessionSecret } from './session-secret';
import { staffSessionOver } from './staff-session';

/** What the fast path found: the member of a session that needs nothing from the auth library this time. */
export interface FastSession {
  id: string;
  email: string;
  firstName: string;
  membershipCode: string;
  acceptedTermsVersion: number | null;
  sessionExpiresAt: Date;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The session token of a signed session cookie as better-auth writes it (`token.signature`, URL-encoded, the
 * signature a base64 HMAC-SHA256 of the token under the session secret), or null when it is missing or forged.
 */
export function signedSessionToken(
  cookieHeader: string | null,
  secret: string,
  secure: boolean,
): string | null {
  const raw = cookieValue(cookieHeader, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** better-auth slides a session forward once `updateAge` has passed since it was last set to expire. */
export function dueToSlide(expiresAt: Date, now: number): boolean {
  return expiresAt.getTime() - SESSION_EXPIRES_IN * 1000 + SESSION_UPDATE_AGE * 1000 <= now;
}

/**
 * The member of a request's session in one query, for the member API routes (a bid must not wait for more). The auth
 * library (better-auth) issues, slides and revokes sessions; this only reads what it wrote, and answers only in the
 * plain case: a correctly signed cookie, a live session, nothing to slide. Otherwise it returns undefined and the
 * caller asks the library, so the library's rules stay the rules. A staff member's session never slides: this
 * answers for it whole, null (signed out) once STAFF_SESSION_HOURS have passed since it started.
 */
export async function fastSession(
  headers: Headers,
  now = Date.now(),
): Promise<FastSession | null | undefined> {
  const token = signedSessionToken(headers.get('cookie'), sessionSecret(), secureCookies());
  if (!token) return undefined;
  const db = await getDb();
  const [found] = await db
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      membershipCode: members.membershipCode,
      acceptedTermsVersion: members.acceptedTermsVersion,
      sessionExpiresAt: sessions.expiresAt,
      sessionStartedAt: sessions.createdAt,
      staff: exists(db.select().from(staffRoles).where(eq(staffRoles.memberId, members.id))).mapWith(Boolean),
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date(now))));
  if (!found) return undefined;
  const { staff, sessionStartedAt, ...session } = found;
  if (staff) return staffSessionOver(sessionStartedAt, now) ? null : session;
  return dueToSlide(session.sessionExpiresAt, now) ? undefined : session;
}
