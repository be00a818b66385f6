import Link from 'next/link';
import type { SaleList, SaleSummary } from '@/lib/schemas/admin-sales';
import { SALE_STATUS_NAMES } from './sale-names';
import { dayText, saleClockText } from './sale-time';

/** The days of the calendar's window, `YYYY-MM-DD`, from its first. */
export function calendarDays(from: string, days: number): string[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

function SaleRow({ sale }: { sale: SaleSummary }) {
  const cancelled = sale.status === 'cancelled';
  return (
    <tr data-testid="sale-row" data-sale-id={sale.id} data-status={sale.status}>
      <th scope="row">
        {cancelled ? (
          <time dateTime={sale.startsAt}>{saleClockText(sale.startsAt, sale.timeZone)}</time>
        ) : (
          <Link
            href={`/admin/sales/${sale.id}`}
            aria-label={`Sale ${sale.id}: ${sale.branchName}, lane ${sale.lane}`}
          >
            <time dateTime={sale.startsAt}>{saleClockText(sale.startsAt, sale.timeZone)}</time>
          </Link>
        )}
      </th>
      <td>{sale.branchName}</td>
      <td>{sale.lane}</td>
      <td>{cancelled ? `${sale.lotCount} released` : sale.lotCount}</td>
      <td>
        {SALE_STATUS_NAMES[sale.status]}
        {cancelled && sale.cancelReason && <span className="admin-sale-reason">: {sale.cancelReason}</span>}
      </td>
    </tr>
  );
}

/**
 * The sale calendar: one section per day of the window (a week by default), each with its sales in start order, the
 * time on the branch's own clock with its zone's name (a sale's day is its branch's day). A sale links to its page
 * (its runlist, rescheduling, cancelling); a cancelled one stays listed with the reason and the lots it released.
 */
export function SaleCalendar({ list }: { list: SaleList }) {
  const byDay = new Map<string, SaleSummary[]>();
  for (const sale of list.items) byDay.set(sale.day, [...(byDay.get(sale.day) ?? []), sale]);
  return (
    <div className="admin-sale-calendar" data-testid="sale-calendar">
      {calendarDays(list.from, list.days).map((day) => {
        const sales = byDay.get(day) ?? [];
        const headingId = `sales-day-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} data-day={day}>
            <h2 id={headingId}>{dayText(day)}</h2>
            {sales.length === 0 ? (
              <p className="admin-empty">No sales.</p>
            ) : (
              <div
                className="admin-table-scroll"
                role="region"
                aria-labelledby={`${headingId}-table`}
                tabIndex={0}
              >
                <table className="admin-table">
                  <caption id={`${headingId}-table`} className="visually-hidden">
                    Sales on {dayText(day)}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Starts (branch time)</th>
                      <th scope="col">Branch</th>
                      <th scope="col">Lane</th>
                      <th scope="col">Lots</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sales.map((sale) => (
                      <SaleRow key={`${sale.status}-${sale.id}`} sale={sale} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
