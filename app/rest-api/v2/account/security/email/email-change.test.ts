import { jest } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { POST as signIn } from '@/app/rest-api/v1.0/auth/sign-in/route';
import { mailOutbox, members } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { POST } from './route';

jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

const PATH = '/rest-api/v2/account/security/email';

const change = (member: TestMember, body: unknown) =>
  POST(jsonRequest(PATH, { body, cookie: member.cookie }), {});

const signInStatus = async (email: string, password: string) =>
  (await signIn(jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email, password } }), {})).status;

describe.each(testDatabaseKinds())('e-mail change on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  const mailsTo = (email: string) =>
    testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
  const emailOf = async (memberId: string) =>
    (
      await testDb.database.db.select({ email: members.email }).from(members).where(eq(members.id, memberId))
    )[0]!.email;

  test('the right password moves the sign-in to the new address (lower-case) and tells the old one', async () => {
    const member = await registerMember();
    const newEmail = `Moved-${Date.now()}@Example.com`;
    const response = await change(member, { newEmail, currentPassword: member.password, locale: 'pl' });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ email: newEmail.toLowerCase() });
    expect(await emailOf(member.memberId)).toBe(newEmail.toLowerCase());

    const [notice] = await mailsTo(member.email);
    expect(notice).toMatchObject({ template: 'email-changed', status: 'logged' });
    expect(notice!.subject).toContain('SalvageLane');
    expect(notice!.text).toContain(newEmail.toLowerCase());
    expect(await mailsTo(newEmail.toLowerCase())).toEqual([]);

    expect(await signInStatus(newEmail, member.password)).toBe(200);
    expect(await signInStatus(member.email, member.password)).toBe(401);
  });

  test('a wrong current password is 422 on that field and changes nothing', async () => {
    const member = await registerMember();
    const response = await change(member, {
      newEmail: `other-${Date.now()}@example.com`,
      currentPassword: 'wrong!',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({ currentPassword: 'currentPasswordWrong' });
    expect(await emailOf(member.memberId)).toBe(member.email);
    expect(await mailsTo(member.email)).toEqual([]);
  });

  test('the same address is 422 emailSame; an address of another member is 422 emailTaken', async () => {
    const member = await registerMember();
    const other = await registerMember();
    const same = await change(member, {
      newEmail: member.email.toUpperCase(),
      currentPassword: member.password,
    });
    expect(same.status).toBe(422);
    expect((await same.json()).error.fields).toEqual({ newEmail: 'emailSame' });
    const taken = await change(member, { newEmail: other.email, currentPassword: member.password });
    expect(taken.status).toBe(422);
    expect((await taken.json()).error.fields).toEqual({ newEmail: 'emailTaken' });
    expect(await emailOf(member.memberId)).toBe(member.email);
    expect(await emailOf(other.memberId)).toBe(other.email);
  });

  test('whether an address is taken is not told to someone without the password', async () => {
    const member = await registerMember();
    const other = await registerMember();
    const response = await change(member, { newEmail: other.email, currentPassword: 'not the password' });
    expect((await response.json()).error.fields).toEqual({ currentPassword: 'currentPasswordWrong' });
  });

  test('bad fields are 422 with their keys; bad JSON is 400', async () => {
    const member = await registerMember();
    const bad = await change(member, { newEmail: 'nope', currentPassword: '' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({
      newEmail: 'emailInvalid',
      currentPassword: 'currentPasswordRequired',
    });
    expect((await change(member, '{')).status).toBe(400);
  });

  test('after 10 wrong passwords in 15 minutes the member gets 429, even with the right one', async () => {
    const member = await registerMember();
    const newEmail = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const wrong = await change(member, { newEmail, currentPassword: `wrong ${i}` });
      expect(wrong.status).toBe(422);
    }
    const limited = await change(member, { newEmail, currentPassword: member.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await emailOf(member.memberId)).toBe(member.email);
    // The limit is the member's own: another member is not affected.
    const other = await registerMember();
    const fine = await change(other, {
      newEmail: `free-${Date.now()}@example.com`,
      currentPassword: other.password,
    });
    expect(fine.status).toBe(200);
  });
});
