import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WatchedIds, WatchState } from '@/lib/schemas/watchlist';
import { apiGet, apiSend } from './fetcher';
import { MEMBER_QUERY_KEY } from './member';

/** The watched lot ids every watch button on the page reads (one request for all of them). */
export const WATCHED_IDS_QUERY_KEY = ['member', 'watchlist', 'ids'] as const;

/** GET member/watchlist/ids; only for a signed-in member (`enabled`), since a visitor has no watchlist. */
export function useWatchedIds(enabled: boolean) {
  return useQuery({
    queryKey: WATCHED_IDS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<WatchedIds>('member/watchlist/ids', { signal }),
    enabled,
  });
}

export interface ToggleWatch {
  lotId: number;
  /** True to watch, false to stop watching. */
  watch: boolean;
}

interface CountedMember {
  watchlistCurrentCnt: number;
}

/** Puts `lotId` in or out of the cached ids and moves the member's badge count with it; false if nothing changed. */
function applyToggle(client: QueryClient, { lotId, watch }: ToggleWatch): boolean {
  const ids = client.getQueryData<WatchedIds>(WATCHED_IDS_QUERY_KEY)?.ids ?? [];
  if (ids.includes(lotId) === watch) return false;
  client.setQueryData<WatchedIds>(WATCHED_IDS_QUERY_KEY, {
    ids: watch ? [...ids, lotId] : ids.filter((id) => id !== lotId),
  });
  client.setQueryData<CountedMember | null>(MEMBER_QUERY_KEY, (member) =>
    member
      ? { ...member, watchlistCurrentCnt: Math.max(0, member.watchlistCurrentCnt + (watch ? 1 : -1)) }
      : member,
  );
  return true;
}

/**
 * POST or DELETE member/watchlist/{lotId}, optimistically: the ids cache and the header badge (member/me) change at
 * once; a failure undoes exactly that change and calls `onError`; either way both are fetched
 * again afterwards (SPEC §9's cache stays the server's).
 */
export function useToggleWatch(onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, watch }: ToggleWatch) =>
      apiSend<WatchState>(watch ? 'POST' : 'DELETE', `member/watchlist/${lotId}`),
    onMutate: async (toggle) => {
      await Promise.all([
        client.cancelQueries({ queryKey: WATCHED_IDS_QUERY_KEY }),
        client.cancelQueries({ queryKey: MEMBER_QUERY_KEY }),
      ]);
      return { changed: applyToggle(client, toggle) };
    },
    onError: (error, toggle, context) => {
      if (context?.changed) applyToggle(client, { ...toggle, watch: !toggle.watch });
      onError(error);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: WATCHED_IDS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
      ]),
  });
}
