import {
  assignLotsSchema,
  cancelledSaleSchema,
  cancelSaleSchema,
  createSaleSchema,
  rescheduleSaleSchema,
  runlistMoveSchema,
  saleListSchema,
  saleListQuery,
  saleSchema,
} from '@/lib/schemas/admin-sales';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';

const tag = 'Back office';
const READ = 'Staff with the `sales.read` permission (the `auctions` and `admin` roles); others get 403.';
const WRITE = 'Staff with the `sales.write` permission (the `auctions` and `admin` roles); others get 403.';
const id = {
  schema: { type: 'string', pattern: '^[0-9]{1,10}$' },
  description: 'The sale’s id (its auction’s id).',
} as const;
const lotId = { schema: lotIdParam, description: 'The lot id: 9 digits.' };
const NOT_STARTED = ['sale_live', 'sale_ended'];

/** The console's sales and runlists (issue 24 §1). */
export const adminSaleOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/sales',
    tag,
    summary: 'The sale calendar',
    description:
      `${READ} The sales whose day in their branch’s time zone falls in \`days\` days (default 7, at most 31) ` +
      'from `from` (`YYYY-MM-DD`, default today UTC), of branch `branchId` or every branch, in start order; a ' +
      'cancelled sale keeps its entry with the reason and the lots it released.',
    access: 'member',
    query: saleListQuery,
    success: { description: 'The calendar’s entries.', data: saleListSchema },
    errors: { 403: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/sales',
    tag,
    summary: 'Schedule a sale of one lane of a branch',
    description:
      `${WRITE} \`startsAt\`: an ISO 8601 time with its offset, to come (the console types it in the branch’s ` +
      'zone); `lane`: one of the branch’s lanes. A lane has one sale per start (409 sale_slot_taken).',
    access: 'member',
    body: { json: createSaleSchema },
    success: { description: 'The new sale, without lots.', data: saleSchema },
    errors: { 403: true, 409: ['sale_slot_taken'] },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/sales/{id}',
    tag,
    summary: 'One sale with its runlist in order',
    description: READ,
    access: 'member',
    params: { id },
    success: { description: 'The sale.', data: saleSchema },
    errors: { 403: true, 404: true },
  },
  {
    method: 'put',
    path: '/rest-api/v2/admin/sales/{id}',
    tag,
    summary: 'Reschedule a sale (another start, optionally another lane of its branch)',
    description:
      `${WRITE} Its lots follow with their places and pre-bids. A sale that has started (live, or its start come) ` +
      'or ended stays (409).',
    access: 'member',
    params: { id },
    body: { json: rescheduleSaleSchema },
    success: { description: 'The sale after the change.', data: saleSchema },
    errors: { 403: true, 404: true, 409: [...NOT_STARTED, 'sale_slot_taken'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/sales/{id}/cancel',
    tag,
    summary: 'Cancel a sale',
    description:
      `${WRITE} Its lots still for sale go back to \`upcoming\` without a sale; their pre-bids are released (the ` +
      'buying power they held is free) and each bidder gets a notice and an e-mail. A lot bought now keeps its ' +
      'purchase. A sale that has started or ended stays (409).',
    access: 'member',
    params: { id },
    body: { json: cancelSaleSchema },
    success: { description: 'What the cancel released.', data: cancelledSaleSchema },
    errors: { 403: true, 404: true, 409: NOT_STARTED },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/sales/{id}/lots',
    tag,
    summary: 'Assign lots to a sale (by lot id or stock number)',
    description:
      `${WRITE} Up to 200 lots, each its 9-digit lot id or 8-digit stock number, join the end of the runlist in ` +
      'the order named (one already in the sale keeps its place); a lot in another sale leaves it with its bids. ' +
      'Unknown lots are a 422 naming them.',
    access: 'member',
    params: { id },
    body: { json: assignLotsSchema },
    success: { description: 'The sale after the change.', data: saleSchema },
    errors: {
      403: true,
      404: true,
      409: [...NOT_STARTED, 'lot_on_the_block', 'lot_sale_ended', 'lot_withdrawn', 'lot_at_other_branch'],
    },
  },
  {
    method: 'delete',
    path: '/rest-api/v2/admin/sales/{id}/lots/{lotId}',
    tag,
    summary: 'Take a lot off a sale (back to upcoming)',
    description: `${WRITE} A lot with bids stays (move it to another sale, or cancel the sale).`,
    access: 'member',
    params: { id, lotId },
    success: { description: 'The sale after the change.', data: saleSchema },
    errors: {
      403: true,
      404: true,
      409: [...NOT_STARTED, 'lot_on_the_block', 'lot_sale_ended', 'lot_has_bids'],
    },
  },
  {
    method: 'put',
    path: '/rest-api/v2/admin/sales/{id}/runlist',
    tag,
    summary: 'Move a lot to a place of the runlist',
    description:
      `${WRITE} \`position\`: the place, 1 first (past the end: last); up and down are the places either side. In ` +
      'a live sale only the lots still to come trade places; the lot on the block stays.',
    access: 'member',
    params: { id },
    body: { json: runlistMoveSchema },
    success: { description: 'The sale after the change.', data: saleSchema },
    errors: {
      403: true,
      404: true,
      409: ['sale_ended', 'lot_on_the_block', 'lot_sale_ended', 'before_the_block'],
    },
  },
];
