import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sessions, staffRoles } from '@/lib/db/schema';
import { STAFF_SESSION_HOURS } from '@/lib/domain/staff';

/** A staff session's whole life, in milliseconds: it ends this long after sign-in and never slides. */
export const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 60 * 60 * 1000;

/** When a staff session started at `startedAt` ends (the claims cookie lives as long). */
export function staffSessionEnd(startedAt: Date | number = Date.now()): Date {
  return new Date(new Date(startedAt).getTime() + STAFF_SESSION_MS);
}

/** Whether a staff session that started at `startedAt` has ended by `now`. */
export function staffSessionOver(startedAt: Date, now = Date.now()): boolean {
  return staffSessionEnd(startedAt).getTime() <= now;
}

/** Whether the member holds any staff role (their sessions are staff sessions). */
export async function holdsStaffRole(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ memberId: staffRoles.memberId })
    .from(staffRoles)
    .where(eq(staffRoles.memberId, memberId))
    .limit(1);
  return row !== undefined;
}

/**
 * The auth library's session hooks for staff: a new session of a staff member ends STAFF_SESSION_HOURS after it
 * starts, and when the library slides a session forward (it does so for members' 30-day sessions), a staff session
 * is put back to its first end, so it never lives longer than that however it is used.
 */
export function staffSessionHooks(db: Db) {
  return {
    create: {
      async before(session: { userId: string; createdAt: Date; expiresAt: Date }) {
        if (!(await holdsStaffRole(db, session.userId))) return;
        const end = staffSessionEnd(session.createdAt);
        if (session.expiresAt.getTime() <= end.getTime()) return;
        return { data: { ...session, expiresAt: end } };
      },
    },
    update: {
      async after(session: { token: string; userId: string; createdAt: Date; expiresAt: Date } | null) {
        if (!session || !(await holdsStaffRole(db, session.userId))) return;
        const end = staffSessionEnd(session.createdAt);
        await db
          .update(sessions)
          .set({ expiresAt: end })
          .where(and(eq(sessions.token, session.token), gt(sessions.expiresAt, end)));
      },
    },
  };
}
