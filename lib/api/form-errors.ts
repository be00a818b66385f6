import { ApiRequestError } from './fetcher';

/**
 * Field error keys from a failed submit: a 422 names its fields (their messages are i18n keys); anything else maps to
 * one form-level key under `_` (rateLimited, unauthorized, generic...), so the form can say what went wrong.
 */
export function submitErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiRequestError) {
    if (error.status === 422 && error.fields) return error.fields;
    if (error.status === 429) return { _: 'rateLimited' };
    if (error.status === 401)
      return { _: error.code === 'invalid_credentials' ? 'invalidCredentials' : 'unauthorized' };
    if (error.status === 409) return { _: 'conflict' };
  }
  return { _: 'generic' };
}

/** The translated message of an error key, falling back to the generic message for keys the form does not know. */
export function messageFor(
  key: string | undefined,
  messages: Record<string, string> & { generic: string },
): string | null {
  if (!key) return null;
  return messages[key] ?? messages.generic;
}
