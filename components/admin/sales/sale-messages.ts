import { ApiRequestError } from '@/lib/api/fetcher';
import { ASSIGN_LOTS_MAX, CANCEL_REASON_MIN } from '@/lib/schemas/admin-sales';

/** The console's texts for the error keys of lib/schemas/admin-sales.ts and the form-level ones (English only). */
export const SALE_FORM_ERRORS: Record<string, string> & { generic: string } = {
  required: 'Required.',
  invalid: 'Not a valid value.',
  tooLong: 'Too long.',
  tooShort: `At least ${CANCEL_REASON_MIN} characters.`,
  tooMany: `At most ${ASSIGN_LOTS_MAX} lots at once.`,
  unsafeText: 'Contains characters we cannot accept.',
  past: 'The sale must start in the future.',
  unknownBranch: 'No branch has this number.',
  unknownLane: 'This branch has no such lane.',
  lotReference: 'Each lot is its 9-digit lot id or its 8-digit stock number.',
  unknownLots: 'Some of these lots do not exist.',
  unauthorized: 'Your session has ended: sign in again and retry.',
  rateLimited: 'Too many requests: wait a moment and retry.',
  conflict: 'The sale changed meanwhile: reload the page.',
  generic: 'Something went wrong on our side. Try again.',
};

/** The message of an error key; keys of unknown fields (`unknownField: x`) are shown as they are. */
export function saleErrorText(key: string | undefined): string | null {
  if (!key) return null;
  return SALE_FORM_ERRORS[key] ?? (key.startsWith('unknownField') ? key : SALE_FORM_ERRORS.generic);
}

/**
 * What to say about a refused request: the server's own sentence for a 409 (it names the lot and why) and for a 404
 * or a 422 that names lots, else the text of the form-level key.
 */
export function refusalText(error: unknown, fallbackKey: string | undefined): string | null {
  if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
    return error.message;
  if (error instanceof ApiRequestError && error.fields?.lots === 'unknownLots') return error.message;
  return saleErrorText(fallbackKey);
}
