import { auditQuerySchema } from '@/lib/schemas/admin-audit';
import { listAudit } from '@/lib/server/audit/list-audit';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';

// GET /rest-api/v2/admin/audit — one page of the audit log, newest first (actor, action, entity, entity_id, from, to,
// cursor, limit); admin only
export const GET = withStaff(async (request) => {
  return ok(await listAudit(readQuery(request, auditQuerySchema)));
}, 'audit.read');
