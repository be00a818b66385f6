import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, members, staffRoles } from '../schema';
import { TERMS_VERSION } from '@/lib/domain/business-rules';
import { DEMO_STAFF } from '@/lib/domain/staff';

/** The demo staff's member id: `demo-staff-admin` for admin@demo.example.com. */
export function demoStaffId(email: string): string {
  return `demo-staff-${email.slice(0, email.indexOf('@'))}`;
}

/**
 * The demo's staff (lib/domain/staff DEMO_STAFF): members marked `is_demo` with the demo password and their roles.
 * In demo mode they may work without a second factor (lib/server/staff/staff-member). Idempotent: a row that is
 * there already is left as it is, so running it again adds nothing.
 */
export async function insertDemoStaff(db: Db, passwordHash: string): Promise<void> {
  await db
    .insert(members)
    .values(
      DEMO_STAFF.map((s) => ({
        id: demoStaffId(s.email),
        email: s.email,
        emailVerified: true,
        name: `${s.firstName} Staff`,
        firstName: s.firstName,
        lastName: 'Staff',
        acceptedTermsVersion: TERMS_VERSION,
        isDemo: true,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(accounts)
    .values(
      DEMO_STAFF.map((s) => ({
        id: `${demoStaffId(s.email)}-credential`,
        accountId: demoStaffId(s.email),
        providerId: 'credential',
        memberId: demoStaffId(s.email),
        password: passwordHash,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(staffRoles)
    .values(DEMO_STAFF.flatMap((s) => s.roles.map((role) => ({ memberId: demoStaffId(s.email), role }))))
    .onConflictDoNothing();
}

/** Whether the demo staff are there (a demo database seeded before the back office has none). */
export async function hasDemoStaff(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, demoStaffId(DEMO_STAFF[0]!.email)));
  return admin !== undefined;
}
