import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { AuditFilterForm, type AuditFilterName } from '@/components/admin/audit-filter-form';
import { AuditPager } from '@/components/admin/audit-pager';
import { AuditTable } from '@/components/admin/audit-table';
import type { StaffPermission } from '@/lib/domain/staff';
import { auditQuerySchema } from '@/lib/schemas/admin-audit';
import { listAudit } from '@/lib/server/audit/list-audit';
import { fieldsOf } from '@/lib/server/http/respond';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.ts walks it with every role). */
export const permission: StaffPermission = 'audit.read';

export const metadata: Metadata = { title: 'Audit log' };

const FILTERS: readonly AuditFilterName[] = ['actor', 'action', 'entity', 'entity_id', 'from', 'to'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/audit: the audit log with the API's filters, read the way GET /rest-api/v2/admin/audit reads them. */
export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(auditQuerySchema, query);
  const errors = parsed.success ? {} : fieldsOf(parsed.error);
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, typeof query[name] === 'string' ? query[name] : undefined]),
  );
  const page = parsed.success ? await listAudit(parsed.data) : null;
  return (
    <>
      <h1>Audit log</h1>
      <p className="admin-lead">Every staff write: who, when, what, and the fields before and after.</p>
      <AuditFilterForm values={filters} errors={errors} />
      {page && parsed.success ? (
        <>
          <AuditTable entries={page.items} />
          <AuditPager filters={filters} cursor={parsed.data.cursor} nextCursor={page.nextCursor} />
        </>
      ) : (
        <p className="form__error" role="alert">
          Correct the filters above to see the log.
        </p>
      )}
    </>
  );
}
