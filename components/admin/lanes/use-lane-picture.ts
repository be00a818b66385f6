'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { apiGetAs } from '@/lib/api/decoded';
import { clockOffsetMs } from '@/lib/domain/live-countdown';
import { max, type Cents } from '@/lib/domain/money';
import { useLiveLanes } from '@/lib/live/use-live-lanes';
import { laneStateSchema, type LaneState, type LaneStateWire } from '@/lib/schemas/admin-lanes';

/** The lane as the console draws it: the API's state, with the live feed's newer bid and countdown. */
export interface LanePicture {
  state: LaneState;
  paused: boolean;
  bid: Cents | null;
  bidCount: number | null;
  /** The countdown of the lot on the block: its deadline, the server's clock offset, and (frozen) what is left. */
  countdown: { endsAt: string; offsetMs: number; remainingMs: number } | null;
  /** Whether the live feed has told this page about the lane yet. */
  onFeed: boolean;
}

interface Held {
  state: LaneState;
  receivedAtMs: number;
}

/**
 * The console's live view of one lane. It follows the lane's room on the same live feed the buyers' pages follow
 * (lib/live/use-live-lanes): the bid and the countdown come from there as they happen. What the public feed
 * does not carry (the bidders, the reserve, the lot's title) and the pause are read again from GET .../lanes/{id}
 * whenever the feed says something changed (another lot, a bid, a pause). `accept` takes a command's answer.
 */
export function useLanePicture(initial: LaneStateWire, broadcastUrl?: string) {
  const [held, setHeld] = useState<Held>(() => ({
    state: z.decode(laneStateSchema, initial),
    receivedAtMs: Date.now(),
  }));
  const { state } = held;
  const lanes = useLiveLanes([state.room], state.status === 'live', broadcastUrl);
  const feed = lanes[state.room];
  const live = feed && feed.auction.auction_id === state.auctionId ? feed : null;
  const feedLot = live?.onTheBlock ? (live.lots[live.onTheBlock] ?? null) : null;

  // Each read or command answer gets a number; an answer older than one already taken is dropped.
  const turn = useRef(0);
  const accept = useCallback((next: LaneState) => {
    turn.current += 1;
    setHeld({ state: next, receivedAtMs: Date.now() });
  }, []);
  const refresh = useCallback(() => {
    const mine = (turn.current += 1);
    apiGetAs(laneStateSchema, `/rest-api/v2/admin/lanes/${state.auctionId}`).then(
      (next) => {
        if (turn.current === mine) setHeld({ state: next, receivedAtMs: Date.now() });
      },
      () => undefined,
    );
  }, [state.auctionId]);

  // What the feed said last, in one word: when it changes, read the lane's staff-only facts again.
  const news = live
    ? [live.auction.status, live.onTheBlock, feedLot?.version, live.paused, live.lastKind].join('|')
    : null;
  useEffect(() => {
    if (news !== null) refresh();
  }, [news, refresh]);

  const sameLot = feedLot !== null && state.lot !== null && feedLot.lot_id === state.lot.id;
  // The pause is the API's (read again after every feed message and every command): a command's answer may come
  // before the feed's message about it, or without it when the feed is down.
  const picture: LanePicture = {
    state,
    paused: state.paused,
    bid: state.lot
      ? sameLot
        ? max(state.lot.currentBid, feedLot.current_bid_value)
        : state.lot.currentBid
      : null,
    bidCount: state.lot ? Math.max(state.lot.bidCount, sameLot ? feedLot.bid_count : 0) : null,
    countdown:
      live && sameLot && live.countdown && live.paused === state.paused
        ? {
            endsAt: live.countdown.ends_at,
            offsetMs: live.offsetMs,
            remainingMs: live.countdown.remaining_ms,
          }
        : state.countdown && {
            endsAt: state.countdown.endsAt,
            offsetMs: clockOffsetMs(state.serverTime, held.receivedAtMs),
            remainingMs: state.countdown.remainingMs,
          },
    onFeed: live !== null,
  };
  return { picture, accept, refresh };
}
