import {
  adminPaymentListSchema,
  adminPaymentQuery,
  adminRefundListSchema,
  adminRefundQuery,
  adminRefundSchema,
  denyRefundSchema,
  recordWireSchema,
  refundIdParam,
  wireReceiptSchema,
} from '@/lib/schemas/admin-payments';
import type { Operation } from './operation';

const tag = 'Back office';
const STAFF = (permission: string) =>
  `Staff with the \`${permission}\` permission (the \`finance\` and \`admin\` roles); other staff and members get 403.`;
const id = { schema: refundIdParam, description: 'The refund request’s id (the member’s `refundId`).' };

/** The money the office handles (issue 24 §5): the payments list and CSV, received wires, refund approvals. */
export const adminPaymentOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/payments',
    tag,
    summary: 'The payments, newest first, by kind, method, state, member and days',
    description:
      `${STAFF('payments.read')} Filters: \`purpose\` (deposit, membership, checkout), \`method\` (card, paypal, ` +
      'wire), `state` (a payment status, or `open`: pending, partly paid or waiting on the member), `email` (the ' +
      'member’s, whole, any case), `from` and `to` (UTC days, both included); an empty filter is none. A wire ' +
      'payment has `received`, `outstanding` and `excess` (credited to the member as a deposit); whole dollars.',
    access: 'member',
    query: adminPaymentQuery,
    success: { description: 'One page and the count of every match.', data: adminPaymentListSchema },
    errors: { 403: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/payments/export.csv',
    tag,
    summary: 'Every payment the filters match, as CSV',
    description:
      `${STAFF('payments.read')} The list’s filters (no paging). Columns \`id,created_at,completed_at,` +
      'member_email,purpose,method,state,amount_usd,reference,received_usd,outstanding_usd,excess_usd`: money in ' +
      'US dollars with cents (`1250.00`), the wire columns empty for other methods; newest first, streamed.',
    access: 'member',
    query: adminPaymentQuery,
    success: { description: 'The payments.', media: { type: 'text/csv', schema: { type: 'string' } } },
    errors: { 403: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/payments/wires',
    tag,
    summary: 'Record a received wire transfer',
    description:
      `${STAFF('payments.write')} \`reference\` as on the bank statement (any case, with or without \`W-\`), ` +
      '`amount` in whole dollars, `receivedOn` the day the bank credited it (YYYY-MM-DD, not after tomorrow). What ' +
      'the payment still lacks pays it (partly paid until it is covered; then a deposit counts toward buying power, ' +
      'a checkout’s lots are paid); the rest, or any money for a payment no longer open, is credited to the member ' +
      'as a held wire deposit. Several wires may name one reference. Audited.',
    access: 'member',
    idempotencyKey: true,
    body: { json: recordWireSchema },
    success: { description: 'The receipt and the payment after it.', data: wireReceiptSchema },
    errors: { 403: true, 404: ['wire_reference_not_found'], 422: ['idempotency_key_reused'] },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/refunds',
    tag,
    summary: 'Deposit refund requests, by state',
    description:
      `${STAFF('payments.read')} \`state\`: requested (the default: those waiting for finance, oldest first), ` +
      'approved, rejected, paid, or all (newest first). Requests wait only while REFUNDS_NEED_APPROVAL is on.',
    access: 'member',
    query: adminRefundQuery,
    success: { description: 'One page of 50; `hasMore` when another follows.', data: adminRefundListSchema },
    errors: { 403: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/refunds/{id}/approve',
    tag,
    summary: 'Approve a waiting refund: the deposit is paid out',
    description:
      `${STAFF('payments.write')} Through the deposit’s gateway (state paid), or by bank transfer for a wire ` +
      'deposit (state approved, its ledger row pending until the transfer). Audited.',
    access: 'member',
    idempotencyKey: true,
    params: { id },
    success: { description: 'The refund after the decision.', data: adminRefundSchema },
    errors: {
      403: true,
      404: ['refund_not_found'],
      409: ['refund_already_decided', 'refund_failed'],
      422: ['idempotency_key_reused'],
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/refunds/{id}/deny',
    tag,
    summary: 'Deny a waiting refund, with the reason the member sees',
    description: `${STAFF('payments.write')} The deposit is held again (buying power comes back). Audited.`,
    access: 'member',
    idempotencyKey: true,
    params: { id },
    body: { json: denyRefundSchema },
    success: { description: 'The refund after the decision.', data: adminRefundSchema },
    errors: {
      403: true,
      404: ['refund_not_found'],
      409: ['refund_already_decided'],
      422: ['idempotency_key_reused'],
    },
  },
];
