import { REDIRECT_PATH_KEY, safeRedirectPath } from '@/lib/domain/redirect-path';

/**
 * Where a member goes once signed in (SPEC §2): the same-site `next` of the URL, else the remembered `redirectPath`,
 * else `fallback`. The remembered target is used once.
 */
export function takeSignInTarget(fallback: string): string {
  const fromQuery = safeRedirectPath(new URLSearchParams(window.location.search).get('next'));
  const remembered = safeRedirectPath(window.localStorage.getItem(REDIRECT_PATH_KEY));
  window.localStorage.removeItem(REDIRECT_PATH_KEY);
  return fromQuery ?? remembered ?? fallback;
}
