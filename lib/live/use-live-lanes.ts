'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import * as z from 'zod/mini';
import { LIVE_EVENT, LIVE_FEED_LIMITS, RUNLIST_EVENT, SUBSCRIBE_MESSAGE } from './feed-events';
import type { RunlistMessage } from '@/lib/domain/live-events';
import { liveEventSchema } from '@/lib/schemas/live-feed';
import { LiveLanesStore, type LanesSnapshot } from './live-lanes-store';

const NOTHING: LanesSnapshot = {};
const noStore = { subscribe: () => () => undefined, snapshot: () => NOTHING };

/** React Query keys refetched after a reconnect: every lot's bidding state (GET lots/{id}/bidding). */
export const LOT_BIDDING_PREFIX = ['lot-bidding'] as const;

/**
 * Follow live lanes on the broadcast feed (SPEC §7). Only when `enabled` (the page URL has `broadcast`, the auction is
 * in progress, branch, lane and stock number are known: the caller decides) and with rooms to follow: loads
 * socket.io-client lazily, connects to `/socket` (on `url`, a separate broadcast host, when given), subscribes to the
 * rooms (the first LIVE_FEED_LIMITS.roomsPerSocket of them in id order: the server closes a connection that asks for
 * more) and keeps each lane's runlist and latest events, read through lib/schemas/live-feed (amounts become `Cents`;
 * an event that does not parse is dropped). After a reconnect it subscribes again (the server answers with
 * the authoritative state) and refetches the bidding state of the lots on screen.
 */
export function useLiveLanes(rooms: readonly string[], enabled: boolean, url?: string): LanesSnapshot {
  const queryClient = useQueryClient();
  const key = [...new Set(rooms)].sort().join(',');
  const store = useMemo(
    () => (enabled && key !== '' ? new LiveLanesStore(new Set(key.split(','))) : null),
    [enabled, key],
  );

  useEffect(() => {
    if (!store) return;
    let socket: Socket | undefined;
    let closed = false;
    let connectedBefore = false;
    const list = key.split(',').slice(0, LIVE_FEED_LIMITS.roomsPerSocket);
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        socket = url ? io(url, { path: '/socket' }) : io({ path: '/socket' });
        socket.on('connect', () => {
          socket?.emit(SUBSCRIBE_MESSAGE, list.join(','));
          if (connectedBefore) void queryClient.invalidateQueries({ queryKey: LOT_BIDDING_PREFIX });
          connectedBefore = true;
        });
        socket.on(RUNLIST_EVENT, (message: RunlistMessage) => store.applyRunlist(message));
        socket.on(LIVE_EVENT, (payload: unknown) => {
          const event = z.safeParse(liveEventSchema, payload);
          if (event.success) store.applyEvent(event.data, Date.now());
        });
      })
      // Without the feed the page still shows what the server rendered and the bid box's own state.
      .catch(() => undefined);
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [store, key, url, queryClient]);

  const source = store ?? noStore;
  return useSyncExternalStore(source.subscribe, source.snapshot, () => NOTHING);
}
