import { auditQuerySchema } from '@/lib/schemas/admin-audit';
import type { Operation } from './operation';
import { arrayOf, int, isoTime, nullable, object, str } from './shapes';

const tag = 'Back office';
const fields = object(
  {},
  {
    description:
      'The written fields, as they were stored (JSON); null for a creation (before) or a deletion (after).',
  },
);
const auditEntry = object(
  {
    id: int,
    at: isoTime,
    actorId: str,
    actorEmail: str,
    action: str,
    entity: str,
    entityId: str,
    before: nullable(fields),
    after: nullable(fields),
    requestId: nullable(str),
  },
  { description: 'AuditEntryView (lib/schemas/admin-audit.ts): one staff write.' },
);

/** The back office's audit log (issue 23): every staff write, read by admins. */
export const adminAuditOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/audit',
    tag,
    summary: 'One page of the audit log, newest first',
    description:
      'Staff with the `audit.read` permission (the `admin` role); other staff and members get 403. Filters: the ' +
      'actor’s e-mail (any case), the action, the entity and its id (exact), `from` and `to` (UTC days, both ' +
      'included); an empty filter is none. Pass `nextCursor` as `cursor` for the older rows.',
    access: 'member',
    query: auditQuerySchema,
    success: {
      description: 'The page; `nextCursor` is null on the last one.',
      data: object({ items: arrayOf(auditEntry), nextCursor: nullable(str) }),
    },
    errors: { 403: true },
  },
];
