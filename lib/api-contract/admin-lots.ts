import {
  adminLotListQuery,
  adminLotSchema,
  checkInLotSchema,
  lotChangesSchema,
  withdrawLotSchema,
} from '@/lib/schemas/admin-lots';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';
import { arrayOf, bool, int, isoTime, nullable, object, str } from './shapes';

const tag = 'Back office';
const id = { schema: lotIdParam, description: 'The lot id: 9 digits.' };
const STAFF = (permission: string) =>
  `Staff with the \`${permission}\` permission; other staff and members get 403.`;
const WRITE_CONFLICTS = [
  'lot_on_the_block',
  'lot_sale_ended',
  'lot_has_bids',
  'lot_withdrawn',
  'vin_for_sale',
];

const row = object(
  {
    id: int,
    stockNumber: str,
    vin: str,
    year: int,
    make: str,
    model: str,
    trim: nullable(str),
    status: str,
    branchId: int,
    saleDate: nullable(isoTime),
    updatedAt: isoTime,
    path: str,
  },
  { description: 'AdminLotRow (lib/schemas/admin-lots.ts).' },
);

/** The console's lots (issue 23): check-in, edit, withdraw and the list. */
export const adminLotOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/lots',
    tag,
    summary: 'The console’s lot list, newest lot id first',
    description: `${STAFF('lots.read')} \`q\`: 9 digits a lot id, up to 8 digits a stock number prefix, else a VIN prefix.`,
    access: 'member',
    query: adminLotListQuery,
    success: {
      description: 'One page; `hasMore` when the next page has rows.',
      data: object({ items: arrayOf(row), page: int, pageSize: int, hasMore: bool }),
    },
    errors: { 403: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/lots',
    tag,
    summary: 'Check a vehicle in',
    description:
      `${STAFF('lots.write')} The VIN must carry its check digit; year and make default to what it says. Codes ` +
      'are the search filters’ (damages, loss and title types, body styles...), money whole dollars. The lot id and ' +
      'stock number are assigned; with `saleDate` and `lane` the lot joins that sale in pre-bidding.',
    access: 'member',
    body: { json: checkInLotSchema },
    success: { description: 'The new lot.', data: adminLotSchema },
    errors: { 403: true, 409: ['vin_for_sale'] },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/lots/{id}',
    tag,
    summary: 'One lot as the console edits it',
    description: STAFF('lots.read'),
    access: 'member',
    params: { id },
    success: { description: 'The lot.', data: adminLotSchema },
    errors: { 403: true, 404: true },
  },
  {
    method: 'put',
    path: '/rest-api/v2/admin/lots/{id}',
    tag,
    summary: 'Change a lot: the fields sent change, the others stay',
    description:
      `${STAFF('lots.write')} A lot on the block or whose sale has ended keeps its prices and sale; a lot with bids ` +
      'keeps its buy-it-now price, may have its reserve lowered or removed (not raised) and cannot leave its sale; ' +
      'a withdrawn lot takes no sale (409 saying why).',
    access: 'member',
    params: { id },
    body: { json: lotChangesSchema },
    success: { description: 'The lot after the change.', data: adminLotSchema },
    errors: { 403: true, 404: true, 409: WRITE_CONFLICTS },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/lots/{id}/withdraw',
    tag,
    summary: 'Withdraw a lot from sale, with the reason',
    description: `${STAFF('lots.write')} A lot on the block, sold, on approval or already withdrawn stays (409).`,
    access: 'member',
    params: { id },
    body: { json: withdrawLotSchema },
    success: { description: 'The withdrawn lot.', data: adminLotSchema },
    errors: {
      403: true,
      404: true,
      409: ['lot_on_the_block', 'lot_sold', 'lot_on_approval', 'already_withdrawn'],
    },
  },
];
