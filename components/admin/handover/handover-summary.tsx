import { formatUsd } from '@/lib/domain/format';
import type { AdminHandover } from '@/lib/schemas/handover';
import { consoleDay, consoleTime } from './handover-texts';

/** A sold lot's handover at a glance: buyer, payment, the yard, storage, the gate pass and the pickup. */
export function HandoverSummary({ handover: h }: { handover: AdminHandover }) {
  const invoice = h.storageInvoice;
  return (
    <dl className="account-facts admin-handover-facts" data-testid="handover-summary">
      <dt>Vehicle</dt>
      <dd>
        {h.vehicle} (stock {h.stockNumber}, VIN <code>{h.vin}</code>)
      </dd>
      <dt>Buyer</dt>
      <dd>
        {h.buyer.name} ({h.buyer.email})
      </dd>
      <dt>Paid</dt>
      <dd data-testid="handover-paid">{h.paidAt ? `Paid ${consoleTime(h.paidAt)}` : 'Not paid'}</dd>
      <dt>Yard</dt>
      <dd>
        {h.yard.name}: {h.yard.address.join(', ')}; {h.yard.hours} ({h.yard.timeZone})
      </dd>
      <dt>Last free day</dt>
      <dd data-testid="handover-last-free-day">{consoleDay(h.storage.lastFreeDay)}</dd>
      <dt>Storage</dt>
      <dd data-testid="handover-storage">
        {h.storage.chargeableDays} day{h.storage.chargeableDays === 1 ? '' : 's'} through{' '}
        {consoleDay(h.storage.throughDay)}: {formatUsd(h.storage.accrued)} ({formatUsd(h.storage.charged)}{' '}
        charged)
        {h.demoClockDays > 0 && ` · demo clock set ${h.demoClockDays} days back`}
      </dd>
      <dt>Gate pass</dt>
      <dd>{h.gatePassCode ? 'Issued to the buyer' : h.paid ? 'Not downloaded yet' : 'Comes with payment'}</dd>
      <dt>Picked up</dt>
      <dd data-testid="handover-picked-up">
        {h.pickedUpAt ? `${consoleTime(h.pickedUpAt)} by ${h.pickedUpBy ?? 'staff'}` : 'Still in the yard'}
      </dd>
      {invoice && (
        <>
          <dt>Final storage invoice</dt>
          <dd data-testid="handover-invoice">
            {invoice.amount > 0
              ? `${formatUsd(invoice.amount)} for ${invoice.days} day${invoice.days === 1 ? '' : 's'}, ${invoice.paid ? 'paid' : 'due'}`
              : 'None: picked up within the free days'}
          </dd>
        </>
      )}
    </dl>
  );
}
