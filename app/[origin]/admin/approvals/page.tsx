import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { ApprovalListFilter } from '@/components/admin/approvals/approval-list-filter';
import { ApprovalListTable } from '@/components/admin/approvals/approval-list-table';
import type { StaffPermission } from '@/lib/domain/staff';
import { approvalListQuery } from '@/lib/schemas/approvals';
import { branchChoices } from '@/lib/server/approvals/branch-choices';
import { listApprovals } from '@/lib/server/approvals/list-approvals';
import { fieldsOf } from '@/lib/server/http/respond';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/approvals/approvals.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'approvals.write';

export const metadata: Metadata = { title: 'Approvals' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTER_ERRORS: Record<string, string> = { invalid: 'Choose one from the list.' };

/**
 * /admin/approvals: lots whose high bid ended below the reserve and buyers' offers below a buy-it-now price, the
 * longest waiting first, by branch and by whom they wait for; read as GET /rest-api/v2/admin/approvals reads them.
 */
export default async function ApprovalsPage({ searchParams }: Props) {
  await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(approvalListQuery, query);
  const errors = parsed.success
    ? {}
    : Object.fromEntries(Object.entries(fieldsOf(parsed.error)).map(([k, v]) => [k, FILTER_ERRORS[v] ?? v]));
  const filters = parsed.success ? { branch: parsed.data.branch, state: parsed.data.state } : {};
  const [branches, list] = await Promise.all([
    branchChoices(),
    parsed.success ? listApprovals(parsed.data) : Promise.resolve(null),
  ]);
  return (
    <>
      <h1>Approvals</h1>
      <p className="admin-lead">
        For the seller: accept, reject or counter a high bid that ended below the reserve, and buyers’ offers
        below a buy-it-now price. A counter-offer waits two business days for the buyer, then lapses on its
        own.
      </p>
      <ApprovalListFilter
        branch={typeof query.branch === 'string' ? query.branch : ''}
        state={typeof query.state === 'string' ? query.state : ''}
        branches={branches}
        errors={errors}
      />
      {list ? (
        <ApprovalListTable list={list} filters={filters} now={new Date()} />
      ) : (
        <p className="form__error" role="alert">
          Correct the filters above to see the approvals.
        </p>
      )}
    </>
  );
}
