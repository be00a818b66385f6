import { eq } from 'drizzle-orm';
import { sessions } from '@/lib/db/schema';
import { CLAIMS_COOKIE, SESSION_COOKIE } from '@/lib/domain/session';
import { STAFF_SESSION_HOURS } from '@/lib/domain/staff';
import { ok } from '@/lib/server/http/respond';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { withStaff } from '@/lib/server/staff/with-staff';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { cookieHeaderFrom, jsonRequest, registerMember } from '@/test/members';
import { registerStaff, totpCode, type TestStaff } from '@/test/staff';
import { POST as signInRoute } from '../route';
import { POST as secondStep } from './route';

afterAll(() => closeRateLimiters());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A staff route for these tests only. */
const probe = withStaff(async (_request, _context, staff) => ok({ id: staff.id }), 'lots.read');
const probeWith = (cookie: string) =>
  probe(jsonRequest('/rest-api/v2/admin/probe', { method: 'GET', cookie }), {});

function signIn(email: string, password: string) {
  return signInRoute(jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email, password } }), {});
}

function giveCode(cookie: string, code: string, method: 'totp' | 'recovery' = 'totp') {
  return secondStep(
    jsonRequest('/rest-api/v1.0/auth/sign-in/two-factor', { body: { method, code }, cookie }),
    {},
  );
}

/** The Expires of a Set-Cookie value named `name`, as epoch milliseconds. */
function cookieExpiry(response: Response, name: string): number {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  const expires = /Expires=([^;]+)/i.exec(cookie ?? '')?.[1];
  const maxAge = /Max-Age=(\d+)/i.exec(cookie ?? '')?.[1];
  if (maxAge) return Date.now() + Number(maxAge) * 1000;
  if (!expires) throw new Error(`no expiry on ${name}: ${cookie}`);
  return Date.parse(expires);
}

/** Signs the staff member in with the password: the answer of the first step and the pending step's cookie. */
async function passwordStep(staff: TestStaff) {
  const response = await signIn(staff.email, staff.password);
  expect(response.status).toBe(200);
  return { data: (await response.json()).data, cookie: cookieHeaderFrom(response), response };
}

describe.each(testDatabaseKinds())('signing staff in with a second factor on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('a right password gives no session, only the second step; the right code signs in for 12 hours', async () => {
    const staff = await registerStaff(['inventory']);
    const first = await passwordStep(staff);
    expect(first.data).toEqual({ memberId: null, secondFactorRequired: true });
    expect(first.cookie).toMatch(/sl\.two_factor=/);
    expect(first.cookie).not.toContain(`${SESSION_COOKIE}=`);
    expect(first.cookie).not.toContain(`${CLAIMS_COOKIE}=`);
    expect((await probeWith(first.cookie)).status).toBe(401);

    const second = await giveCode(first.cookie, await totpCode(staff.totpSecret!));
    expect(second.status).toBe(200);
    expect((await second.json()).data).toEqual({ memberId: staff.memberId });
    const cookie = cookieHeaderFrom(second);
    expect((await probeWith(cookie)).status).toBe(200);

    const end = Date.now() + STAFF_SESSION_HOURS * HOUR;
    expect(Math.abs(cookieExpiry(second, CLAIMS_COOKIE) - end)).toBeLessThan(60_000);
    const rows = await testDb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, staff.memberId));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(Math.abs(newest.expiresAt.getTime() - end)).toBeLessThan(60_000);
  });

  test('a wrong code is 401 invalid_code with a clear message, and gives no session', async () => {
    const staff = await registerStaff(['inventory']);
    const { cookie } = await passwordStep(staff);
    const wrong = await giveCode(cookie, await totpCode(staff.totpSecret!, 10));
    expect(wrong.status).toBe(401);
    const { error } = await wrong.json();
    expect(error).toEqual({
      code: 'invalid_code',
      message: 'The code is not right. Check the authenticator app and try again.',
    });
    expect(cookieHeaderFrom(wrong)).not.toContain(`${SESSION_COOKIE}=`);
    // The same pending step still takes the right code.
    expect((await giveCode(cookie, await totpCode(staff.totpSecret!))).status).toBe(200);
  });

  test('a recovery code signs in once; used again it is refused', async () => {
    const staff = await registerStaff(['inventory']);
    const recovery = staff.recoveryCodes[0]!;
    const first = await passwordStep(staff);
    const used = await giveCode(first.cookie, recovery, 'recovery');
    expect(used.status).toBe(200);
    expect((await probeWith(cookieHeaderFrom(used))).status).toBe(200);

    const again = await passwordStep(staff);
    const reused = await giveCode(again.cookie, recovery, 'recovery');
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe('invalid_code');
    expect((await giveCode(again.cookie, staff.recoveryCodes[1]!, 'recovery')).status).toBe(200);
  });

  test('the second step without a pending sign-in is 401 second_factor_expired', async () => {
    const response = await giveCode('', '123456');
    expect(response.status).toBe(401);
    const { error } = await response.json();
    expect(error.code).toBe('second_factor_expired');
    expect(error.message).toMatch(/e-mail and password again/);
    expect((await giveCode('', '')).status).toBe(422);
  });

  test('staff without a second factor get a 12-hour session whose permissions wait for enrolment', async () => {
    const staff = await registerStaff(['inventory'], { secondFactor: false });
    const response = await signIn(staff.email, staff.password);
    expect((await response.json()).data).toEqual({ memberId: staff.memberId, secondFactorRequired: false });
    expect(
      Math.abs(cookieExpiry(response, CLAIMS_COOKIE) - (Date.now() + STAFF_SESSION_HOURS * HOUR)),
    ).toBeLessThan(60_000);
    const refused = await probeWith(cookieHeaderFrom(response));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('second_factor_required');
  });

  test('members sign in as before: a session at once, 30 days', async () => {
    const member = await registerMember();
    const response = await signIn(member.email, member.password);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ memberId: member.memberId, secondFactorRequired: false });
    expect(cookieHeaderFrom(response)).toContain(`${SESSION_COOKIE}=`);
    expect(Math.abs(cookieExpiry(response, CLAIMS_COOKIE) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });
});
