import { eq } from 'drizzle-orm';
import { sessions } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { cookieHeaderFrom, jsonRequest, registerMember } from '@/test/members';
import { GET as me } from '../member/me/route';
import { POST as acceptTerms } from '../member/accept-terms/route';
import { POST as signIn } from './sign-in/route';
import { POST as signOut } from './sign-out/route';

afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('sign-up, sign-in, member/me and terms on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('a new member is signed in as a Guest who has accepted no terms', async () => {
    const member = await registerMember({ firstName: 'Ana', countryIso2: 'US' });
    const response = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
      {},
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      first_name: 'Ana',
      email: member.email,
      country_iso_2: 'US',
      buyer_power: { amount: 0 },
      acceptedTermsVersion: null,
      membership: { name: 'Guest' },
      lotPurchasesCount: 0,
      activeBidsCount: 0,
      watchlistCurrentCnt: 0,
      isDomestic: true,
      isCompany: false,
    });
    expect(typeof data.signUpTimestamp).toBe('number');
  });

  test('a session in use for over a day slides forward, and member/me passes the new cookie on', async () => {
    const member = await registerMember();
    const twoDaysIn = new Date(Date.now() + 28 * 24 * 3_600_000);
    await testDb.database.db
      .update(sessions)
      .set({ expiresAt: twoDaysIn })
      .where(eq(sessions.memberId, member.memberId));
    const response = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
      {},
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/sl_session=[^;]+;.*Max-Age=2592000/i);
    const [session] = await testDb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, member.memberId));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
  });

  test('member/me is 401 without a session or with a forged one', async () => {
    expect((await me(jsonRequest('/rest-api/v1.0/member/me', { method: 'GET' }), {})).status).toBe(401);
    const forged = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: 'sl_session=abc.def' }),
      {},
    );
    expect(forged.status).toBe(401);
  });

  test('sign-in with the right password works; a wrong one is 401; sign-out ends the session', async () => {
    const member = await registerMember();
    const wrong = await signIn(
      jsonRequest('/rest-api/v1.0/auth/sign-in', {
        body: { email: member.email, password: 'not the password!' },
      }),
      {},
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('invalid_credentials');

    const right = await signIn(
      jsonRequest('/rest-api/v1.0/auth/sign-in', {
        body: { email: member.email.toUpperCase(), password: member.password },
      }),
      {},
    );
    expect(right.status).toBe(200);
    const cookie = cookieHeaderFrom(right);
    const setCookies = right.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/sl_session=[^;]+;.*HttpOnly/i);
    expect(setCookies).toMatch(/SameSite=Lax/i);
    expect((await me(jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie }), {})).status).toBe(
      200,
    );

    const out = await signOut(jsonRequest('/rest-api/v1.0/auth/sign-out', { cookie }), {});
    expect(out.status).toBe(200);
    expect((await me(jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie }), {})).status).toBe(
      401,
    );
  });

  test('accepting the terms records the version and re-issues the claims', async () => {
    const member = await registerMember();
    const response = await acceptTerms(
      jsonRequest('/rest-api/v1.0/member/accept-terms', { body: {}, cookie: member.cookie }),
      {},
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/sl_claims=/);
    const after = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
      {},
    );
    expect((await after.json()).data.acceptedTermsVersion).toBe(3);
    const stale = await acceptTerms(
      jsonRequest('/rest-api/v1.0/member/accept-terms', { body: { version: 2 }, cookie: member.cookie }),
      {},
    );
    expect(stale.status).toBe(409);
  });
});
