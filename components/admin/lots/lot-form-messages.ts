import { MIN_YEAR } from '@/lib/domain/years';
import { LOT_DOLLARS_MAX, ODOMETER_MAX, WITHDRAW_REASON_MIN } from '@/lib/schemas/admin-lots';

/** The console's texts for the error keys of lib/schemas/admin-lots.ts and the form-level ones (English only). */
export const LOT_FORM_ERRORS: Record<string, string> & { generic: string } = {
  required: 'Required.',
  invalid: 'Not a valid value: choose one from the list or type a whole number.',
  tooLong: 'Too long.',
  tooShort: `At least ${WITHDRAW_REASON_MIN} characters.`,
  tooHigh: `Too high (at most ${ODOMETER_MAX.toLocaleString('en-US')} miles, or $${LOT_DOLLARS_MAX.toLocaleString('en-US')}).`,
  negative: 'Cannot be negative.',
  wholeDollars: 'Whole dollars, 0 or more, without cents.',
  atLeastOne: 'At least $1, or leave it empty for none.',
  unsafeText: 'Contains characters we cannot accept.',
  vinShape: 'A VIN has 17 letters and digits, never I, O or Q.',
  vinCheckDigit: 'The check digit (9th character) does not match the rest: check the VIN.',
  yearRange: `A model year from ${MIN_YEAR} to next year.`,
  belowReserve: 'The buy-it-now price must be at least the reserve price.',
  laneWithSale: 'Choose the lane of the sale (or clear the sale date).',
  saleWithLane: 'Choose the sale date (or clear the lane).',
  past: 'The sale must start in the future.',
  unknownBranch: 'No branch has this number.',
  unknownLane: 'This branch has no such lane.',
  saleStarted: 'That sale has started already: choose another date or lane.',
  unauthorized: 'Your session has ended: sign in again and retry.',
  rateLimited: 'Too many requests: wait a moment and retry.',
  conflict: 'The lot changed meanwhile: reload the page.',
  generic: 'Something went wrong on our side. Try again.',
};

/** The message of an error key; keys of unknown fields (`unknownField: x`) are shown as they are. */
export function lotErrorText(key: string | undefined): string | null {
  if (!key) return null;
  return LOT_FORM_ERRORS[key] ?? (key.startsWith('unknownField') ? key : LOT_FORM_ERRORS.generic);
}
