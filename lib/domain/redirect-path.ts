/** The local-storage key SPEC §2 names for the remembered sign-in target. */
export const REDIRECT_PATH_KEY = 'redirectPath';

/**
 * A sign-in target that stays on this site: a path starting with one `/` (no scheme, no `//host`, no backslash
 * tricks, no control characters), at most 2,000 characters. Anything else is refused (null), never followed.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://same.invalid');
    if (url.origin !== 'https://same.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
