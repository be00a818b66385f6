import type { IdRejectionReason, IdReviewStatus } from '@/lib/domain/id-verification';
import { REJECTION_NOTE_MAX } from '@/lib/domain/id-verification';

/** The console's names of a review's states (English only, like the rest of the console). */
export const REVIEW_STATUS_NAMES: Readonly<Record<IdReviewStatus, string>> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What staff choose from when refusing an id; the member reads the same reason in their language. */
export const REJECTION_REASON_NAMES: Readonly<Record<IdRejectionReason, string>> = {
  unreadable: 'Unreadable: the picture is not clear enough',
  expired: 'Expired',
  'name-mismatch': 'The name does not match the account',
  'not-an-id': 'Not an identity document',
  incomplete: 'Incomplete: a page or side is missing',
  other: 'Other (explain in the note)',
};

/** The upload's type by its content, as a short name. */
export const FILE_KIND_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/heic': 'HEIC image',
};

export const fileKindName = (mimeType: string) => FILE_KIND_NAMES[mimeType] ?? mimeType;

/** The console's texts for the error keys of lib/schemas/admin-verification.ts and the form-level ones. */
export const REVIEW_FORM_ERRORS: Record<string, string> & { generic: string } = {
  required: 'Choose a reason.',
  invalid: 'Choose a reason from the list.',
  noteRequired: 'Explain the reason in the note: the member reads it.',
  tooLong: `At most ${REJECTION_NOTE_MAX} characters.`,
  unsafeText: 'Contains characters we cannot accept.',
  unauthorized: 'Your session has ended: sign in again and retry.',
  rateLimited: 'Too many requests: wait a moment and retry.',
  conflict: 'This id was decided meanwhile: reload the page.',
  generic: 'Something went wrong on our side. Try again.',
};

/** The message of an error key; keys of unknown fields (`unknownField: x`) are shown as they are. */
export function reviewErrorText(key: string | undefined): string | null {
  if (!key) return null;
  return REVIEW_FORM_ERRORS[key] ?? (key.startsWith('unknownField') ? key : REVIEW_FORM_ERRORS.generic);
}

/** `Mar 5, 2031, 10:00 AM UTC`: the console shows times in UTC. */
export function utcDateTime(iso: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(iso),
    ) + ' UTC'
  );
}
