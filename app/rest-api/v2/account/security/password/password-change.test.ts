import { jest } from '@jest/globals';
import { POST as signIn } from '@/app/rest-api/v1.0/auth/sign-in/route';
import { GET as me } from '@/app/rest-api/v1.0/member/me/route';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { cookieHeaderFrom, jsonRequest, registerMember } from '@/test/members';
import { POST } from './route';

jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

const PATH = '/rest-api/v2/account/security/password';

const change = (cookie: string, body: unknown) => POST(jsonRequest(PATH, { body, cookie }), {});

const meStatus = async (cookie: string) =>
  (await me(jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie }), {})).status;

async function signInCookie(email: string, password: string): Promise<string> {
  const response = await signIn(
    jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email, password } }),
    {},
  );
  expect(response.status).toBe(200);
  return cookieHeaderFrom(response);
}

describe.each(testDatabaseKinds())('password change on %s', (kind) => {
  useTestDatabase(kind);

  test('a new password ends every other session; the answer signs this browser in again', async () => {
    const member = await registerMember();
    const otherDevice = await signInCookie(member.email, member.password);
    expect(await meStatus(otherDevice)).toBe(200);

    const newPassword = 'a brand new long passphrase';
    const response = await change(member.cookie, { currentPassword: member.password, newPassword });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ passwordChanged: true });
    const setCookies = response.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/sl_session=[^;]+;.*HttpOnly/i);
    expect(setCookies).toMatch(/sl_claims=[^;]+;/);

    expect(await meStatus(otherDevice)).toBe(401);
    expect(await meStatus(member.cookie)).toBe(401);
    expect(await meStatus(cookieHeaderFrom(response))).toBe(200);

    const signInStatus = async (password: string) =>
      (
        await signIn(
          jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email: member.email, password } }),
          {},
        )
      ).status;
    expect(await signInStatus(member.password)).toBe(401);
    expect(await signInStatus(newPassword)).toBe(200);
  });

  test('a wrong current password is 422 on that field; nothing changes and no session ends', async () => {
    const member = await registerMember();
    const otherDevice = await signInCookie(member.email, member.password);
    const response = await change(member.cookie, {
      currentPassword: 'not the password',
      newPassword: 'a brand new long passphrase',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({ currentPassword: 'currentPasswordWrong' });
    expect(await meStatus(otherDevice)).toBe(200);
    expect(await meStatus(member.cookie)).toBe(200);
    await signInCookie(member.email, member.password);
  });

  test('a common new password is 422 passwordCommon; the same one is 422 passwordSame', async () => {
    const member = await registerMember();
    const common = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: 'password1234',
    });
    expect(common.status).toBe(422);
    expect((await common.json()).error.fields).toEqual({ newPassword: 'passwordCommon' });
    const same = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: member.password,
    });
    expect(same.status).toBe(422);
    expect((await same.json()).error.fields).toEqual({ newPassword: 'passwordSame' });
    const short = await change(member.cookie, { currentPassword: member.password, newPassword: 'short' });
    expect((await short.json()).error.fields).toEqual({ newPassword: 'passwordTooShort' });
    expect(await meStatus(member.cookie)).toBe(200);
  });

  test('wrong current passwords count toward the limit shared with the e-mail form: 429 after 10', async () => {
    const member = await registerMember();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await change(member.cookie, {
        currentPassword: `wrong ${i}`,
        newPassword: 'a brand new long passphrase',
      });
      expect(wrong.status).toBe(422);
    }
    const limited = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: 'a brand new long passphrase',
    });
    expect(limited.status).toBe(429);
    expect(await meStatus(member.cookie)).toBe(200);
  });
});
