import type {
  PAYMENT_METHOD_CODES,
  PAYMENT_PURPOSE_CODES,
  PAYMENT_STATE_CODES,
  REFUND_STATE_CODES,
} from '@/lib/schemas/admin-payments';

/** The console's words for the payments' codes (lib/schemas/admin-payments.ts). */
export const PURPOSE_NAMES: Record<(typeof PAYMENT_PURPOSE_CODES)[number], string> = {
  deposit: 'Deposit',
  membership: 'Membership',
  checkout: 'Purchase',
};

export const METHOD_NAMES: Record<(typeof PAYMENT_METHOD_CODES)[number], string> = {
  card: 'Card',
  paypal: 'PayPal',
  wire: 'Wire',
};

export const STATE_NAMES: Record<(typeof PAYMENT_STATE_CODES)[number] | 'open', string> = {
  pending: 'Waiting',
  partly_paid: 'Partly paid',
  requires_action: 'Waiting on the member',
  approved: 'Paid',
  declined: 'Declined',
  failed: 'Failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  open: 'Still open (waiting or partly paid)',
};

export const REFUND_STATE_NAMES: Record<(typeof REFUND_STATE_CODES)[number] | 'all', string> = {
  requested: 'Waiting for a decision',
  approved: 'Approved, bank transfer to send',
  rejected: 'Denied',
  paid: 'Paid back',
  all: 'All',
};

/** A time for the console: date and time, UTC (staff work across the branches' zones). */
export function consoleTime(iso: string | null): string {
  if (iso === null) return '—';
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}
