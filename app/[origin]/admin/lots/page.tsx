import Link from 'next/link';
import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { LotListFilter } from '@/components/admin/lots/lot-list-filter';
import { LotListTable } from '@/components/admin/lots/lot-list-table';
import { lotErrorText } from '@/components/admin/lots/lot-form-messages';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { adminLotListQuery } from '@/lib/schemas/admin-lots';
import { fieldsOf } from '@/lib/server/http/respond';
import { listAdminLots } from '@/lib/server/inventory/list-admin-lots';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'lots.read';

export const metadata: Metadata = { title: 'Lots' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/lots: the lots by VIN, stock number or lot id and status, read as GET /rest-api/v2/admin/lots reads them. */
export default async function LotsPage({ searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(adminLotListQuery, query);
  const errors = parsed.success
    ? {}
    : Object.fromEntries(Object.entries(fieldsOf(parsed.error)).map(([k, v]) => [k, lotErrorText(v) ?? v]));
  const filters = parsed.success ? { q: parsed.data.q, status: parsed.data.status } : {};
  const list = parsed.success ? await listAdminLots(parsed.data) : null;
  return (
    <>
      <h1>Lots</h1>
      {hasPermission(staff.roles, 'lots.write') && (
        <p>
          <Link className="button is-orange" href="/admin/lots/new">
            Check in a vehicle
          </Link>
        </p>
      )}
      <LotListFilter
        q={typeof query.q === 'string' ? query.q : ''}
        status={typeof query.status === 'string' ? query.status : ''}
        errors={errors}
      />
      {list ? (
        <LotListTable list={list} filters={filters} />
      ) : (
        <p className="form__error" role="alert">
          Correct the search above to see the lots.
        </p>
      )}
    </>
  );
}
