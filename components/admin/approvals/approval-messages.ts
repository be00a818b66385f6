import { COUNTER_DOLLARS_MAX } from '@/lib/schemas/approvals';

/** The console's texts for the approvals' error keys (lib/schemas/approvals.ts, lib/domain/offers.ts), English only. */
export const APPROVAL_ERRORS: Record<string, string> & { generic: string } = {
  required: 'Enter the counter-offer’s price.',
  wholeDollars: 'Whole dollars, $1 or more, without cents.',
  tooHigh: `At most $${COUNTER_DOLLARS_MAX.toLocaleString('en-US')}.`,
  counterNotAbove: 'A counter-offer must be above the buyer’s price.',
  counterAboveBuyNow: 'A counter-offer may not be above the buy-it-now price.',
  unauthorized: 'Your session has ended: sign in again and retry.',
  forbidden: 'Deciding approvals needs the auctions role.',
  rateLimited: 'Too many requests: wait a moment and retry.',
  network: 'The server could not be reached: check the connection and retry (it will not act twice).',
  generic: 'Something went wrong on our side. Try again.',
};

export function approvalErrorText(key: string | undefined): string | null {
  if (!key) return null;
  return APPROVAL_ERRORS[key] ?? APPROVAL_ERRORS.generic;
}
