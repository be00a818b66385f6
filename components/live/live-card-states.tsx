'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { deriveLiveState } from '@/lib/domain/live-state';
import type { LanesSnapshot } from '@/lib/live/live-lanes-store';
import { useLiveLanes } from '@/lib/live/use-live-lanes';
import type { LiveCardLabels } from './live-labels';
import { useBroadcastParam } from './use-broadcast-param';

export interface LiveCardLot {
  lotId: number;
  stockNumber: string;
  branchId: number;
  lane: string;
  room: string;
}

interface Live {
  lanes: LanesSnapshot;
  lots: ReadonlyMap<number, LiveCardLot>;
  labels: LiveCardLabels;
}
const LiveCards = createContext<Live | null>(null);

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

/** One card's live state line (nothing outside live mode or before the feed said something about the lot). */
export function LiveCardState({ lotId, bid }: { lotId: number; bid: number }) {
  const live = useContext(LiveCards);
  const lot = live?.lots.get(lotId);
  if (!live || !lot) return null;
  const lane = live.lanes[lot.room] ?? null;
  const state = deriveLiveState(
    { branchId: lot.branchId, lane: lot.lane, stockNumber: lot.stockNumber, bid, sold: false, soldFor: null },
    lane,
    lane?.lots[lot.stockNumber] ?? null,
  );
  if (!state.applies) return null;
  const text = state.sold
    ? fill(live.labels.sold, { amount: formatUsd((state.soldFor ?? state.bid) * 100) })
    : state.onTheBlock
      ? live.labels.onTheBlock
      : state.itemsLeft !== null
        ? fill(live.labels.itemsLeft, { count: state.itemsLeft })
        : null;
  return text ? (
    <p className="live-card-state" data-testid="live-card-state">
      {text}
    </p>
  ) : null;
}
