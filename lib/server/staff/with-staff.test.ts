import { eq } from 'drizzle-orm';
import { members, sessions, staffRoles } from '@/lib/db/schema';
import { STAFF_SESSION_HOURS } from '@/lib/domain/staff';
import { provideSessionSecret } from '@/lib/env';
import { getAuth } from '@/lib/server/auth/auth';
import { ok } from '@/lib/server/http/respond';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember } from '@/test/members';
import { registerStaff, totpCode } from '@/test/staff';
import { POST as enrolRoute } from '@/app/rest-api/v2/admin/two-factor/route';
import { POST as confirmRoute } from '@/app/rest-api/v2/admin/two-factor/confirm/route';
import { GET as me } from '@/app/rest-api/v1.0/member/me/route';
import { withStaff } from './with-staff';

afterAll(() => closeRateLimiters());

const HOUR = 3_600_000;

/** A staff route for these tests only: who passed, for a permission the inventory role has. */
const probe = withStaff(
  async (_request, _context, staff) => ok({ id: staff.id, secondFactor: staff.secondFactor }),
  'lots.write',
);
const callProbe = (cookie?: string) =>
  probe(jsonRequest('/rest-api/v2/admin/probe', { method: 'GET', cookie }), {});

/** Demo mode is read from the environment (lib/env demoModeEnabled); set it (undefined: unset) and drop the cache. */
function setDemoMode(on: boolean | undefined) {
  if (on === undefined) delete process.env.DEMO_MODE;
  else process.env.DEMO_MODE = on ? '1' : '0';
  provideSessionSecret(process.env.SESSION_SECRET!);
}

describe.each(testDatabaseKinds())('withStaff, the second factor and staff sessions on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  const sessionOf = async (memberId: string) =>
    (await testDb.database.db.select().from(sessions).where(eq(sessions.memberId, memberId)))[0]!;

  afterEach(() => setDemoMode(undefined));

  test('401 without a session, 403 for a member, 403 for staff without the permission', async () => {
    expect((await callProbe()).status).toBe(401);
    const member = await registerMember();
    const asMember = await callProbe(member.cookie);
    expect(asMember.status).toBe(403);
    expect((await asMember.json()).error.code).toBe('forbidden');
    const auctioneer = await registerStaff(['auctions']);
    expect((await callProbe(auctioneer.cookie)).status).toBe(403);
  });

  test('staff with TOTP pass; staff who have not enrolled get 403 second_factor_required', async () => {
    const clerk = await registerStaff(['inventory']);
    const passed = await callProbe(clerk.cookie);
    expect(passed.status).toBe(200);
    expect((await passed.json()).data).toEqual({ id: clerk.memberId, secondFactor: 'totp' });

    const newcomer = await registerStaff(['inventory'], { secondFactor: false });
    const refused = await callProbe(newcomer.cookie);
    expect(refused.status).toBe(403);
    const { error } = await refused.json();
    expect(error.code).toBe('second_factor_required');
    expect(error.message).toMatch(/second factor.*\/admin\/security\/two-factor/);
  });

  test('enrolling: the password, then a code; the old session ends, the new one passes', async () => {
    const newcomer = await registerStaff(['inventory'], { secondFactor: false });
    const enrol = (password: string) =>
      enrolRoute(
        jsonRequest('/rest-api/v2/admin/two-factor', { body: { password }, cookie: newcomer.cookie }),
        {},
      );
    const wrongPassword = await enrol('not the password at all');
    expect(wrongPassword.status).toBe(422);
    expect((await wrongPassword.json()).error.fields).toEqual({ currentPassword: 'currentPasswordWrong' });

    const started = await enrol(newcomer.password);
    expect(started.status).toBe(200);
    const { data } = await started.json();
    expect(data.totpUri).toMatch(/^otpauth:\/\/totp\/SalvageLane:.*secret=[A-Z2-7]+/);
    expect(data.recoveryCodes).toHaveLength(10);
    // Not on until confirmed.
    expect((await callProbe(newcomer.cookie)).status).toBe(403);

    const confirm = async (code: string) =>
      confirmRoute(
        jsonRequest('/rest-api/v2/admin/two-factor/confirm', { body: { code }, cookie: newcomer.cookie }),
        {},
      );
    const wrongCode = await confirm(await totpCode(data.secret, 10));
    expect(wrongCode.status).toBe(422);
    expect((await wrongCode.json()).error.fields).toEqual({ code: 'codeWrong' });

    const confirmed = await confirm(await totpCode(data.secret));
    expect(confirmed.status).toBe(200);
    const cookie = confirmed.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='))
      .join('; ');
    expect((await callProbe(cookie)).status).toBe(200);
    // The session from before the second factor is gone.
    expect((await callProbe(newcomer.cookie)).status).toBe(401);
    const [row] = await testDb.database.db
      .select({ on: members.twoFactorEnabled })
      .from(members)
      .where(eq(members.id, newcomer.memberId));
    expect(row!.on).toBe(true);
  });

  test('a staff session ends 12 hours after sign-in, in use or not; members keep theirs', async () => {
    const clerk = await registerStaff(['inventory']);
    const session = await sessionOf(clerk.memberId);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(STAFF_SESSION_HOURS * HOUR);

    // The auth library slides sessions it reads once a day has passed; a staff session stays at its first end.
    await (await getAuth()).api.getSession({ headers: new Headers({ cookie: clerk.cookie }) });
    expect((await sessionOf(clerk.memberId)).expiresAt).toEqual(session.expiresAt);

    const startedAgo = async (ms: number) =>
      testDb.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(sessions.memberId, clerk.memberId));
    await startedAgo(STAFF_SESSION_HOURS * HOUR - 60_000);
    expect((await callProbe(clerk.cookie)).status).toBe(200);
    await startedAgo(STAFF_SESSION_HOURS * HOUR + 60_000);
    expect((await callProbe(clerk.cookie)).status).toBe(401);
    const meRequest = (cookie: string) =>
      me(jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie }), {});
    expect((await meRequest(clerk.cookie)).status).toBe(401);

    const member = await registerMember();
    await testDb.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * HOUR) })
      .where(eq(sessions.memberId, member.memberId));
    expect((await meRequest(member.cookie)).status).toBe(200);
  });

  test('demo staff may skip the second factor in demo mode only', async () => {
    const demo = await registerStaff(['inventory'], { secondFactor: false });
    await testDb.database.db.update(members).set({ isDemo: true }).where(eq(members.id, demo.memberId));
    setDemoMode(true);
    const passed = await callProbe(demo.cookie);
    expect(passed.status).toBe(200);
    expect((await passed.json()).data.secondFactor).toBe('demo');
    setDemoMode(false);
    expect((await callProbe(demo.cookie)).status).toBe(403);
  });

  test('a member given a staff role keeps no session older than 12 hours', async () => {
    const member = await registerMember();
    await testDb.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * HOUR) })
      .where(eq(sessions.memberId, member.memberId));
    await testDb.database.db.insert(staffRoles).values({ memberId: member.memberId, role: 'support' });
    expect((await callProbe(member.cookie)).status).toBe(401);
  });
});
