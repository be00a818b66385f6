import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. The server renders the bid box from the public state
 * only; reading the member's part of the cache after hydration keeps the first render equal to the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
