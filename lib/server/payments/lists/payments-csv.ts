import 'server-only';
import { getDb } from '@/lib/db/database';
import { decimalDollarsOf, type Cents } from '@/lib/domain/money';
import type { AdminPayment, AdminPaymentQuery } from '@/lib/schemas/admin-payments';
import { csvField } from '../../imports/import-views';
import { paymentFilter, paymentRows } from './admin-payments';

/** The CSV's columns: money in US dollars with cents (`_usd`), the wire columns empty for other methods. */
export const PAYMENTS_CSV_COLUMNS = [
  'id',
  'created_at',
  'completed_at',
  'member_email',
  'purpose',
  'method',
  'state',
  'amount_usd',
  'reference',
  'received_usd',
  'outstanding_usd',
  'excess_usd',
] as const;

const PAGE = 1_000;

const usd = (amount: Cents | null) => (amount === null ? '' : decimalDollarsOf(amount));

export function paymentCsvLine(p: AdminPayment): string {
  return `${[
    String(p.id),
    p.createdAt,
    p.completedAt ?? '',
    csvField(p.memberEmail),
    p.purpose,
    p.method,
    p.state,
    usd(p.amount),
    csvField(p.reference ?? ''),
    usd(p.received),
    usd(p.outstanding),
    usd(p.excess),
  ].join(',')}\r\n`;
}

/**
 * GET /rest-api/v2/admin/payments/export.csv: every payment the list's filters match (paging aside), newest first,
 * streamed a page of 1,000 at a time (keyset on the id) so a year of payments never sits in memory.
 */
export async function paymentsCsv(query: AdminPaymentQuery): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  const where = paymentFilter(query);
  const encoder = new TextEncoder();
  let before: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${PAYMENTS_CSV_COLUMNS.join(',')}\r\n`));
      }
      const page = await paymentRows(db, where, { limit: PAGE, before });
      if (page.length === 0) {
        controller.close();
        return;
      }
      before = page.at(-1)!.id;
      controller.enqueue(encoder.encode(page.map(paymentCsvLine).join('')));
    },
  });
}
