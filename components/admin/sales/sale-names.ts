import type { SaleStatus } from '@/lib/schemas/admin-sales';

/** Each sale status in the console's words. */
export const SALE_STATUS_NAMES: Readonly<Record<SaleStatus, string>> = {
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** A lot's status in a runlist, in the console's words (the lot list's names). */
export { STATUS_NAMES as LOT_STATUS_NAMES } from '../lots/lot-status-names';
