import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { POST as enrolRoute } from '@/app/rest-api/v2/admin/two-factor/route';
import { POST as confirmRoute } from '@/app/rest-api/v2/admin/two-factor/confirm/route';
import { getDb } from '@/lib/db/database';
import { staffRoles } from '@/lib/db/schema';
import type { StaffRole } from '@/lib/domain/staff';
import { cookieHeaderFrom, jsonRequest, registerMember, type TestMember } from './members';

export interface TestStaff extends TestMember {
  roles: StaffRole[];
  /** The authenticator's secret (Base32) and the unused recovery codes; null for staff who did not enrol. */
  totpSecret: string | null;
  recoveryCodes: string[];
}

/** TOTP's time step: a code is good for its 30 seconds and the steps either side. */
const TOTP_STEP_MS = 30_000;

/**
 * The authenticator's code for a Base32 secret, computed with the library better-auth checks codes with; `steps`
 * moves it that many 30-second steps from now (a code far from now is a wrong one).
 */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / TOTP_STEP_MS) + steps);
}

async function answer<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A staff member with `roles`, signed in: registered through the sign-up route, given the roles, then (unless
 * `secondFactor` is false) enrolled in TOTP through the console's routes, so the cookie is a session that passes
 * withStaff. With `secondFactor: false` the cookie is the registration's session: staff who have not enrolled, whom
 * withStaff answers 403 second_factor_required. The database must be set (setDatabase) first.
 */
export async function registerStaff(
  roles: StaffRole[],
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<TestStaff> {
  const member = await registerMember({ firstName: 'Staff' });
  const db = await getDb();
  if (roles.length > 0)
    await db.insert(staffRoles).values(roles.map((role) => ({ memberId: member.memberId, role })));
  if (!secondFactor || roles.length === 0) return { ...member, roles, totpSecret: null, recoveryCodes: [] };

  const started = await answer<{ secret: string; recoveryCodes: string[] }>(
    await enrolRoute(
      jsonRequest('/rest-api/v2/admin/two-factor', {
        body: { password: member.password },
        cookie: member.cookie,
      }),
      {},
    ),
    'two-factor enrolment',
  );
  const confirmed = await confirmRoute(
    jsonRequest('/rest-api/v2/admin/two-factor/confirm', {
      body: { code: await totpCode(started.secret) },
      cookie: member.cookie,
    }),
    {},
  );
  await answer(confirmed.clone(), 'two-factor confirmation');
  return {
    ...member,
    cookie: cookieHeaderFrom(confirmed),
    roles,
    totpSecret: started.secret,
    recoveryCodes: started.recoveryCodes,
  };
}
