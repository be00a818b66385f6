'use client';

import { useMemo, type ReactNode } from 'react';
import { useLiveLanes } from '@/lib/live/use-live-lanes';
import { LiveCards, type LiveCardLot } from './live-card-state';
import type { LiveCardLabels } from './live-labels';
import { useBroadcastParam } from './use-broadcast-param';

/**
 * Search results in live mode (only with `broadcast` in the page URL): follows the lanes of the listed lots whose
 * auction is in progress, so each card can show "On the block", "Sold $x" or how many lots come before it.
 */
export function LiveCardStates({
  lots,
  labels,
  broadcastUrl,
  children,
}: {
  lots: LiveCardLot[];
  labels: LiveCardLabels;
  broadcastUrl?: string;
  children: ReactNode;
}) {
  const broadcast = useBroadcastParam() !== null;
  const rooms = useMemo(() => lots.map((l) => l.room), [lots]);
  const lanes = useLiveLanes(rooms, broadcast, broadcastUrl);
  const byId = useMemo(() => new Map(lots.map((l) => [l.lotId, l])), [lots]);
  const value = useMemo(() => ({ lanes, lots: byId, labels }), [lanes, byId, labels]);
  return <LiveCards.Provider value={broadcast ? value : null}>{children}</LiveCards.Provider>;
}

export { LiveCardState, type LiveCardLot } from './live-card-state';
