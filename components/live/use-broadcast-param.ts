'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const read = () => new URLSearchParams(window.location.search).get('broadcast');

/**
 * The page URL's `broadcast` parameter (SPEC §7: live data only with it), '' when present without a value, null when
 * absent. Read from the browser's location (null in the server render, so hydration matches).
 */
export function useBroadcastParam(): string | null {
  return useSyncExternalStore(never, read, () => null);
}
