import {
  adminHandoverSchema,
  demoClockSchema,
  handoverListQuery,
  handoverPageSchema,
  pickupSchema,
  storageDelaySchema,
  titleMoveSchema,
} from '@/lib/schemas/handover';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';

const tag = 'Back office';
const lotId = { schema: lotIdParam, description: 'The lot id: 9 digits.' };
const STAFF = (permission: string) =>
  `Staff with the \`${permission}\` permission; other staff and members get 403.`;

/** The console's handover (issue 24 §6): titles, delays, pickups and the storage invoice. */
export const adminHandoverOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/handover',
    tag,
    summary: 'Sold lots with their title step, payment, last free day and pickup',
    description:
      `${STAFF('handover.read')} The latest sale first. \`q\`: 9 digits a lot id, fewer a stock number prefix; ` +
      '`step`, `paid` and `pickedUp` filter.',
    access: 'member',
    query: handoverListQuery,
    success: { description: 'One page; `hasMore` when the next page has rows.', data: handoverPageSchema },
    errors: { 403: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/handover/{lotId}',
    tag,
    summary: 'One sold lot’s handover',
    description: STAFF('handover.read'),
    access: 'member',
    params: { lotId },
    success: { description: 'The handover.', data: adminHandoverSchema },
    errors: { 403: true, 404: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/handover/{lotId}/title',
    tag,
    summary: 'Move the title to its next step',
    description:
      `${STAFF('handover.write')} awaiting-seller, received, processing, mailed (with \`carrier\` and ` +
      '`trackingNumber`), delivered: only the next step (409 otherwise), at `at` (default now; not in the future, ' +
      'not before the step before: 422). Audited.',
    access: 'member',
    params: { lotId },
    body: { json: titleMoveSchema },
    success: { description: 'The handover after the move.', data: adminHandoverSchema },
    errors: { 403: true, 404: true, 409: ['title_step_out_of_order', 'title_delivered'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/handover/{lotId}/delays',
    tag,
    summary: 'Record a delay of the seller or the title: its days are not charged for storage',
    description:
      `${STAFF('handover.write')} \`from\` and \`to\` (days, both included) or \`days\`; a reason the buyer ` +
      'reads. A vehicle already picked up is invoiced: 409. Audited.',
    access: 'member',
    params: { lotId },
    body: { json: storageDelaySchema },
    success: { description: 'The handover with the delay.', data: adminHandoverSchema },
    errors: { 403: true, 404: true, 409: ['already_picked_up'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/handover/{lotId}/demo-clock',
    tag,
    summary: 'Demo mode only: start the lot’s storage clock some days earlier',
    description:
      `${STAFF('handover.write')} Time passing in a demo (or the e2e suite): the free days and the storage ` +
      'count from `days` days before the payment. 404 outside demo mode. Audited.',
    access: 'member',
    params: { lotId },
    body: { json: demoClockSchema },
    success: { description: 'The handover with its clock moved.', data: adminHandoverSchema },
    errors: { 403: true, 404: true, 409: ['already_picked_up'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/handover/pickup',
    tag,
    summary: 'The vehicle of a gate pass leaves the yard: its final storage invoice',
    description:
      `${STAFF('handover.write')} The code as scanned or typed (case, spaces and dashes do not matter). The ` +
      'storage accrued past the free days and not yet charged becomes a pending storage-fee row of the buyer’s ' +
      'ledger, paid at the checkout. Once per pass (409 already_picked_up); an unpaid lot 409 not_paid; with ' +
      '`lotId`, a pass of another lot 409 gate_pass_other_lot. Audited.',
    access: 'member',
    idempotencyKey: true,
    body: { json: pickupSchema },
    success: { description: 'The handover after the pickup.', data: adminHandoverSchema },
    errors: {
      403: true,
      404: ['gate_pass_not_found'],
      409: ['already_picked_up', 'not_paid', 'gate_pass_other_lot'],
    },
  },
];
