import Link from 'next/link';
import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { SaleCalendar } from '@/components/admin/sales/sale-calendar';
import { SaleCalendarFilter } from '@/components/admin/sales/sale-calendar-filter';
import { saleErrorText } from '@/components/admin/sales/sale-messages';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { saleListQuery } from '@/lib/schemas/admin-sales';
import { fieldsOf } from '@/lib/server/http/respond';
import { CALENDAR_DAYS, listSales } from '@/lib/server/sales/list-sales';
import { saleBranches } from '@/lib/server/sales/sale-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/sales/admin-sales.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'sales.read';

export const metadata: Metadata = { title: 'Sales' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
const count = (n: string, what: string) => `${n} ${what}${n === '1' ? '' : 's'}`;

/**
 * /admin/sales: the sale calendar, a week (or a day) of sale events per branch and lane, each at its branch's own
 * time, read as GET /rest-api/v2/admin/sales reads it; a link to schedule a sale for staff who may.
 */
export default async function SalesPage({ searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(saleListQuery, query);
  const errors = parsed.success
    ? {}
    : Object.fromEntries(Object.entries(fieldsOf(parsed.error)).map(([k, v]) => [k, saleErrorText(v) ?? v]));
  const [branches, list] = await Promise.all([
    saleBranches(),
    parsed.success ? listSales(parsed.data) : Promise.resolve(null),
  ]);
  const branchId = parsed.success ? parsed.data.branchId : undefined;
  const cancelled = /^\d+$/.test(one(query.cancelled)) ? one(query.cancelled) : null;
  return (
    <>
      <h1>Sales</h1>
      {cancelled && (
        <p className="notice--action" role="status" data-testid="sale-cancelled">
          Sale {cancelled} cancelled: {count(one(query.released) || '0', 'lot')} back to upcoming,{' '}
          {count(one(query.preBids) || '0', 'pre-bid')} released; the bidders are being told.
        </p>
      )}
      {hasPermission(staff.roles, 'sales.write') && (
        <p>
          <Link
            className="button is-orange"
            href={branchId === undefined ? '/admin/sales/new' : `/admin/sales/new?branchId=${branchId}`}
          >
            Schedule a sale
          </Link>
        </p>
      )}
      <SaleCalendarFilter
        branches={branches}
        filters={{
          branchId,
          from: list?.from ?? new Date().toISOString().slice(0, 10),
          days: list?.days ?? CALENDAR_DAYS,
        }}
        typed={{
          branchId: one(query.branchId),
          from: one(query.from) || (list?.from ?? ''),
          days: one(query.days),
        }}
        errors={errors}
      />
      {list ? (
        <SaleCalendar list={list} />
      ) : (
        <p className="form__error" role="alert">
          Correct the choice above to see the sales.
        </p>
      )}
    </>
  );
}
