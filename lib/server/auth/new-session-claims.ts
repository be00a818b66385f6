import 'server-only';
import { getDb } from '@/lib/db/database';
import { sessionEnd } from './auth';
import { issueClaims } from './claims-cookie';
import { holdsStaffRole, staffSessionEnd } from './staff-session';

/** The claims cookie of a session that starts now: it ends with the session, 12 hours on for staff, 30 days else. */
export async function newSessionClaims(memberId: string, termsVersion: number | null): Promise<string> {
  const staff = await holdsStaffRole(await getDb(), memberId);
  return issueClaims({ memberId, termsVersion }, staff ? staffSessionEnd() : sessionEnd());
}
