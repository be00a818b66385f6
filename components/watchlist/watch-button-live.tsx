'use client';

import { useSyncExternalStore } from 'react';
import { useMember } from '@/lib/api/member';
import { QueryProvider } from '@/components/providers/query-provider';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useToggleWatch, useWatchedIds } from '@/lib/api/watchlist';
import { REDIRECT_PATH_KEY, safeRedirectPath } from '@/lib/domain/redirect-path';
import { useRouter } from '@/lib/i18n/navigation';
import type { WatchLabels } from './watch-labels';
import { StarIcon } from './star-icon';

const subscribeNothing = () => () => {};

/**
 * False while hydrating, true afterwards. The server's HTML never knows the member, but React Query may already
 * have them when a late part of the page hydrates: reading them only after hydration keeps the first render equal to
 * the server's.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** The page a visitor was on, remembered (SPEC §2: redirectPath) and handed to /login as `next`. */
function signInHref(): string {
  const here = safeRedirectPath(`${window.location.pathname}${window.location.search}`) ?? '/';
  window.localStorage.setItem(REDIRECT_PATH_KEY, here);
  return `/login?next=${encodeURIComponent(here)}`;
}

/**
 * The watch button's own chunk (see WatchButton): a toggle for one lot on the member's watchlist. It flips at once and rolls back with an error toast when the server
 * refuses; a visitor is sent to sign in. It waits (aria-disabled) until it knows who is signed in and what they watch.
 */
export function LiveWatchButton({ lotId, labels }: { lotId: number; labels: WatchLabels }) {
  const hydrated = useHydrated();
  const member = useMember();
  const signedIn = hydrated && Boolean(member.data);
  const watched = useWatchedIds(signedIn);
  const toast = useToast();
  const router = useRouter();
  const toggle = useToggleWatch(() => toast('error', labels.error));
  const watching = signedIn && (watched.data?.ids.includes(lotId) ?? false);
  const ready = hydrated && !member.isPending && !(signedIn && watched.isPending);

  function onClick() {
    if (!ready || toggle.isPending) return;
    if (!signedIn) router.push(signInHref());
    else toggle.mutate({ lotId, watch: !watching });
  }

  return (
    <Button
      theme={watching ? 'is-orange' : 'is-light-blue'}
      className="watch-button"
      aria-pressed={watching}
      aria-disabled={ready ? undefined : true}
      aria-busy={toggle.isPending || undefined}
      title={signedIn ? undefined : labels.signIn}
      onClick={onClick}
    >
      <StarIcon filled={watching} />
      {watching ? labels.watching : labels.watch}
    </Button>
  );
}

/** The live button with React Query around it: lists render it outside any query provider. */
export function ProvidedWatchButton(props: { lotId: number; labels: WatchLabels }) {
  return (
    <QueryProvider>
      <LiveWatchButton {...props} />
    </QueryProvider>
  );
}
