import type { StorageDelayCause } from '@/lib/domain/storage-days';
import type { TitleStep } from '@/lib/domain/title-progress';

/** The console's names of the title's steps (English, like the rest of the console). */
export const STEP_NAMES: Record<TitleStep, string> = {
  'awaiting-seller': 'Awaiting from the seller',
  received: 'Received',
  processing: 'Being processed',
  mailed: 'Mailed',
  delivered: 'Delivered',
};

export const CAUSE_NAMES: Record<StorageDelayCause, string> = { seller: 'Seller', title: 'Title' };

/** Form-level messages of a failed submit that names no field (lib/api/form-errors keys). */
const FORM_ERRORS: Record<string, string> = {
  unauthorized: 'Your session has ended: sign in again and retry.',
  rateLimited: 'Too many requests: wait a moment and retry.',
  generic: 'Something went wrong on our side. Try again.',
};

/** The message of a form-level error key; a 409's own message (`conflict`) when the server gave one. */
export function formErrorText(key: string | undefined, conflict: string | null): string | null {
  if (!key) return null;
  if (key === 'conflict' && conflict) return conflict;
  return FORM_ERRORS[key] ?? FORM_ERRORS.generic!;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An instant as the console shows it, in UTC; a dash for none. */
export function consoleTime(iso: string | null): string {
  return iso === null ? '—' : `${dateTimeFormat.format(new Date(iso))} UTC`;
}

/** A yard calendar day (YYYY-MM-DD) with its weekday: "Fri, Jun 6, 2025". */
export function consoleDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
