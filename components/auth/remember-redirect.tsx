'use client';

import { useEffect } from 'react';
import { REDIRECT_PATH_KEY, safeRedirectPath } from '@/lib/domain/redirect-path';

/**
 * SPEC §2: the target of a visitor sent to sign in is remembered in local storage (`redirectPath`) so it can be
 * restored after login. Only same-site paths are kept.
 */
export function RememberRedirect() {
  useEffect(() => {
    const next = safeRedirectPath(new URLSearchParams(window.location.search).get('next'));
    if (next) window.localStorage.setItem(REDIRECT_PATH_KEY, next);
  }, []);
  return null;
}
