import { randomUUID } from 'node:crypto';
import { POST as recordWireRoute } from '@/app/rest-api/v2/admin/payments/wires/route';
import { jsonRequest, type TestMember } from './members';
import { answerOf } from './payments';

/** POST /rest-api/v2/admin/payments/wires as the console sends it (a fresh Idempotency-Key unless given; null: none). */
export async function postRecordWire(staff: TestMember, body: unknown, key: string | null = randomUUID()) {
  const request = jsonRequest('/rest-api/v2/admin/payments/wires', { body, cookie: staff.cookie });
  if (key !== null) request.headers.set('idempotency-key', key);
  return answerOf(await recordWireRoute(request, {}));
}

/** Today's UTC day, YYYY-MM-DD (a wire received today). */
export const today = () => new Date().toISOString().slice(0, 10);
