import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { members, sessions } from '@/lib/db/schema';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/domain/session';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { registerMember, type TestMember } from '@/test/members';
import { SESSION_EXPIRES_IN } from './auth';
import { dueToSlide, fastSession, signedSessionToken } from './session-fast-path';
import { memberFromHeaders } from './session';

afterAll(() => closeRateLimiters());

const SECRET = 'a-test-secret-of-some-length';
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('reading the signed session cookie', () => {
  test('gives the token of a cookie signed with the secret', () => {
    expect(signedSessionToken(`a=1; ${SESSION_COOKIE}=${signed('tok-1')}; b=2`, SECRET, false)).toBe('tok-1');
    expect(signedSessionToken(`${SECURE_SESSION_COOKIE}=${signed('tok-2')}`, SECRET, true)).toBe('tok-2');
  });

  test('refuses a forged, truncated, missing or misnamed cookie', () => {
    expect(
      signedSessionToken(`${SESSION_COOKIE}=${signed('tok', 'another-secret')}`, SECRET, false),
    ).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=${signed('tok').slice(0, -6)}`, SECRET, false)).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=tok-without-signature`, SECRET, false)).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=%E0%A4%A`, SECRET, false)).toBeNull();
    expect(signedSessionToken(null, SECRET, false)).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=${signed('tok')}`, SECRET, true)).toBeNull();
  });

  test('a session is due to slide once a day has passed since it was last set', () => {
    const now = Date.UTC(2026, 10, 23);
    const setAt = (msAgo: number) => new Date(now - msAgo + SESSION_EXPIRES_IN * 1000);
    expect(dueToSlide(setAt(23 * 3_600_000), now)).toBe(false);
    expect(dueToSlide(setAt(25 * 3_600_000), now)).toBe(true);
  });
});

describe.each(testDatabaseKinds())('the one-query session lookup on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let member: TestMember;
  const headers = () => new Headers({ cookie: member.cookie });
  const setExpiry = (expiresAt: Date) =>
    testDb.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.memberId, member.memberId));

  beforeEach(async () => {
    member = await registerMember();
  });

  test("answers a fresh session with the member's current row", async () => {
    await testDb.database.db
      .update(members)
      .set({ membershipCode: 'premium' })
      .where(eq(members.id, member.memberId));
    expect(await fastSession(headers())).toMatchObject({
      id: member.memberId,
      email: member.email,
      membershipCode: 'premium',
    });
  });

  test('leaves expired, revoked and due-to-slide sessions to the auth library', async () => {
    await setExpiry(new Date(Date.now() + 2 * 24 * 3_600_000));
    expect(await fastSession(headers())).toBeUndefined();
    // ...which slides it forward and says so with a new cookie.
    const slid = await memberFromHeaders(headers());
    expect(slid?.id).toBe(member.memberId);
    expect(slid?.refreshedCookies.length).toBeGreaterThan(0);

    await setExpiry(new Date(Date.now() - 1_000));
    expect(await fastSession(headers())).toBeUndefined();
    expect(await memberFromHeaders(headers())).toBeNull();

    member = await registerMember();
    await testDb.database.db.delete(sessions).where(eq(sessions.memberId, member.memberId));
    expect(await fastSession(headers())).toBeUndefined();
    expect(await memberFromHeaders(headers())).toBeNull();
  });

  test('a cookie signed with another secret finds no one', async () => {
    const forged = member.cookie.replace(/sl_session=[^;]+/, `sl_session=${signed('x'.repeat(32))}`);
    expect(await fastSession(new Headers({ cookie: forged }))).toBeUndefined();
    expect(await memberFromHeaders(new Headers({ cookie: forged }))).toBeNull();
  });
});
