import { jest } from '@jest/globals';
import { asc, count, inArray } from 'drizzle-orm';
import { accounts, members, staffRoles } from '../schema';
import { DEMO_STAFF, type StaffRole } from '@/lib/domain/staff';
import { POST as signInRoute } from '@/app/rest-api/v1.0/auth/sign-in/route';
import { hashPassword } from '@/lib/server/auth/password';
import { ok } from '@/lib/server/http/respond';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { withStaff } from '@/lib/server/staff/with-staff';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { cookieHeaderFrom, jsonRequest } from '@/test/members';
import { DEMO_PASSWORD } from './demo-members';
import { demoStaffId, insertDemoStaff } from './demo-staff';
import { seedDatabase } from './seed-database';

// The demo staff skip the second factor in demo mode only.
process.env.DEMO_MODE = '1';
jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

const ids = DEMO_STAFF.map((s) => demoStaffId(s.email));

describe.each(testDatabaseKinds())('the demo staff on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  beforeAll(async () => {
    await seedDatabase(testDb.database.db, { lots: 20, hashPassword });
  });

  test('the seed gives each its roles, once; seeding them again adds nothing', async () => {
    const db = testDb.database.db;
    const read = async () => {
      const staff = await db
        .select({ id: members.id, email: members.email, isDemo: members.isDemo })
        .from(members)
        .where(inArray(members.id, ids));
      const roles = await db
        .select({ memberId: staffRoles.memberId, role: staffRoles.role })
        .from(staffRoles)
        .orderBy(asc(staffRoles.memberId), asc(staffRoles.role));
      const [credentials] = await db
        .select({ n: count() })
        .from(accounts)
        .where(inArray(accounts.memberId, ids));
      return { staff, roles, credentials: Number(credentials!.n) };
    };
    const seeded = await read();
    expect(seeded.staff.map((s) => s.email).sort()).toEqual(DEMO_STAFF.map((s) => s.email).sort());
    expect(seeded.staff.every((s) => s.isDemo)).toBe(true);
    expect(seeded.credentials).toBe(DEMO_STAFF.length);
    const expected = DEMO_STAFF.flatMap((s) =>
      s.roles.map((role: StaffRole) => ({ memberId: demoStaffId(s.email), role })),
    ).sort((a, b) => a.memberId.localeCompare(b.memberId) || a.role.localeCompare(b.role));
    expect(seeded.roles).toEqual(expected);

    await insertDemoStaff(db, 'another-hash');
    expect(await read()).toEqual(seeded);
  });

  test('in demo mode the demo clerk signs in with the demo password and works without a second factor', async () => {
    const response = await signInRoute(
      jsonRequest('/rest-api/v1.0/auth/sign-in', {
        body: { email: 'clerk@demo.example.com', password: DEMO_PASSWORD },
      }),
      {},
    );
    expect((await response.json()).data).toEqual({
      memberId: demoStaffId('clerk@demo.example.com'),
      secondFactorRequired: false,
    });
    const probe = withStaff(async (_request, _context, staff) => ok(staff.secondFactor), 'lots.write');
    const passed = await probe(
      jsonRequest('/rest-api/v2/admin/probe', { method: 'GET', cookie: cookieHeaderFrom(response) }),
      {},
    );
    expect(passed.status).toBe(200);
    expect((await passed.json()).data).toBe('demo');
  });
});
