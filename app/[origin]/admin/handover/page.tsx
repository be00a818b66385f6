import Link from 'next/link';
import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { HandoverListFilter } from '@/components/admin/handover/handover-list-filter';
import { HandoverListTable } from '@/components/admin/handover/handover-list-table';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { handoverListQuery } from '@/lib/schemas/handover';
import { listHandovers } from '@/lib/server/handover/list-handovers';
import { fieldsOf } from '@/lib/server/http/respond';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'handover.read';

export const metadata: Metadata = { title: 'Handover' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** /admin/handover: sold lots with their title step, payment, last free day and pickup, read as the API reads them. */
export default async function HandoverListPage({ searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(handoverListQuery, query);
  const filters = {
    q: text(query.q),
    step: text(query.step),
    paid: text(query.paid),
    pickedUp: text(query.pickedUp),
  };
  const list = parsed.success ? await listHandovers(parsed.data) : null;
  return (
    <>
      <h1>Handover</h1>
      <p className="admin-lead">
        After the hammer: each sold lot&apos;s title on its way to the buyer, its payment, the last day it is
        stored free and its pickup.
      </p>
      {hasPermission(staff.roles, 'handover.write') && (
        <p>
          <Link className="button is-orange" href="/admin/handover/pickup" data-testid="handover-pickup-link">
            Pick up a vehicle (scan a gate pass)
          </Link>
        </p>
      )}
      <HandoverListFilter filters={filters} errors={parsed.success ? {} : fieldsOf(parsed.error)} />
      {list ? (
        <HandoverListTable list={list} filters={filters} />
      ) : (
        <p className="form__error" role="alert">
          Correct the search above to see the sold lots.
        </p>
      )}
    </>
  );
}
