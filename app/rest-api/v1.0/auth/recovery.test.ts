import { jest } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember } from '@/test/members';
import { GET as me } from '../member/me/route';
import { POST as requestRecovery } from './recovery-password/route';
import { POST as resetPassword } from './reset-password/route';
import { POST as signIn } from './sign-in/route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('password recovery on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  async function lastMailTo(email: string) {
    const [mail] = await testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  }

  const signInStatus = async (email: string, password: string) =>
    (await signIn(jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email, password } }), {})).status;

  test('a mailed single-use link sets a new password and ends every session', async () => {
    const member = await registerMember();
    const asked = await requestRecovery(
      jsonRequest('/rest-api/v1.0/auth/recovery-password', { body: { email: member.email, locale: 'es' } }),
      {},
    );
    expect(asked.status).toBe(202);
    const mail = await lastMailTo(member.email);
    expect(mail).toMatchObject({ template: 'recovery-password', status: 'logged' });
    expect(mail!.subject).toContain('contraseña');
    const link = mail!.text.match(/http:\/\/localhost\/es\/myaccount\/recovery-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const common = await resetPassword(
      jsonRequest('/rest-api/v1.0/auth/reset-password', { body: { token, password: 'password1234' } }),
      {},
    );
    expect(common.status).toBe(422);
    expect((await common.json()).error.fields).toEqual({ password: 'passwordCommon' });

    const newPassword = 'a brand new long passphrase';
    const reset = await resetPassword(
      jsonRequest('/rest-api/v1.0/auth/reset-password', { body: { token, password: newPassword } }),
      {},
    );
    expect(reset.status).toBe(200);
    const meAfter = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
      {},
    );
    expect(meAfter.status).toBe(401);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    expect(await signInStatus(member.email, newPassword)).toBe(200);

    const again = await resetPassword(
      jsonRequest('/rest-api/v1.0/auth/reset-password', {
        body: { token, password: 'yet another passphrase' },
      }),
      {},
    );
    expect(again.status).toBe(422);
    expect((await again.json()).error.fields).toEqual({ token: 'tokenInvalid' });
  });

  test('an unknown address gets the same 202 and no mail', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const response = await requestRecovery(
      jsonRequest('/rest-api/v1.0/auth/recovery-password', { body: { email } }),
      {},
    );
    expect(response.status).toBe(202);
    expect(await lastMailTo(email)).toBeUndefined();
  });

  test('a made-up token and a bad address are 422 naming the field', async () => {
    const bad = await resetPassword(
      jsonRequest('/rest-api/v1.0/auth/reset-password', {
        body: { token: 'made-up', password: 'a long enough passphrase' },
      }),
      {},
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({ token: 'tokenInvalid' });
    const invalid = await requestRecovery(
      jsonRequest('/rest-api/v1.0/auth/recovery-password', { body: { email: 'not-an-email' } }),
      {},
    );
    expect(invalid.status).toBe(422);
  });

  test('recovery mails are limited per address', async () => {
    const member = await registerMember();
    const ask = () =>
      requestRecovery(
        jsonRequest('/rest-api/v1.0/auth/recovery-password', { body: { email: member.email } }),
        {},
      );
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(429);
  });
});
