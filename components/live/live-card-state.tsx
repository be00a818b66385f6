'use client';

import { createContext, useContext } from 'react';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { deriveLiveState } from '@/lib/domain/live-state';
import type { Cents } from '@/lib/domain/money';
import type { LanesSnapshot } from '@/lib/live/live-lanes-store';
import type { LiveCardLabels } from './live-labels';

/*
 * A card's live line, apart from the provider (live-card-states.tsx) that follows the lanes: every lot card renders
 * this line, so only this small part is in a list page's first load; the feed's code comes with the provider, which
 * is only rendered when some listed lot is in an auction in progress.
 */

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
export const LiveCards = createContext<Live | null>(null);

/**
 * One card's live state line (nothing outside live mode or before the feed said something about the lot); `bidCents`
 * is the bid the card knows.
 */
export function LiveCardState({ lotId, bidCents }: { lotId: number; bidCents: Cents }) {
  const live = useContext(LiveCards);
  const lot = live?.lots.get(lotId);
  if (!live || !lot) return null;
  const lane = live.lanes[lot.room] ?? null;
  const state = deriveLiveState(
    {
      branchId: lot.branchId,
      lane: lot.lane,
      stockNumber: lot.stockNumber,
      bid: bidCents,
      sold: false,
      soldFor: null,
    },
    lane,
    lane?.lots[lot.stockNumber] ?? null,
  );
  if (!state.applies) return null;
  const text = state.sold
    ? fill(live.labels.sold, { amount: formatUsd(state.soldFor ?? state.bid) })
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
