import { ApiRequestError } from '@/lib/api/fetcher';
import { submitErrors } from '@/lib/api/form-errors';

/**
 * Error keys of a failed documents call: the answer's field keys when it names any (422, 413, and the signing
 * refusals carry them), else the shared mapping (rateLimited, unauthorized, generic...).
 */
export function documentErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiRequestError) {
    if (error.fields) return error.fields;
    if (error.status === 413) return { file: 'fileTooLarge' };
    if (error.status === 404) return { _: 'notFound' };
  }
  return submitErrors(error);
}
