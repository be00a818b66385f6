'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { BidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { lotBiddingQueryKey, useLotBidding } from '@/lib/api/bidding';
import { nextMinimumBid } from '@/lib/domain/bid-increments';
import { deriveLiveState, hasEnded } from '@/lib/domain/live-state';
import type { LiveLot } from '@/lib/domain/live-events';
import type { Cents } from '@/lib/domain/money';
import { useLiveLanes } from '@/lib/live/use-live-lanes';
import type { LotBidding } from '@/lib/schemas/bids';
import { FollowLane } from './follow-lane';
import { LiveBidBox } from './live-bid-box';
import { liveBidStatus } from './live-bid-status';
import { LiveCountdown } from './live-countdown';
import type { LiveLabels } from './live-labels';
import { LiveRunlist, type RunlistLot } from './live-runlist';
import { LiveSaleWaiting, type LiveWaiting } from './live-sale-waiting';
import { useBroadcastParam } from './use-broadcast-param';
import './live.css';

export interface LiveLotInfo {
  lotId: number;
  room: string;
  auctionInProgress: boolean;
  branchId: number | null;
  lane: string | null;
  stockNumber: string | null;
  runlistLots: RunlistLot[];
  /** A separate broadcast host (BROADCAST_URL), else the page's own origin. */
  broadcastUrl?: string;
}

interface Props {
  info: LiveLotInfo;
  publicState: LotBidding;
  labels: LiveLabels;
  bidBoxLabels: BidBoxLabels;
  /** The lane sells later today: in live mode before the start, the panel waits for it. */
  waiting?: LiveWaiting;
}

/** `?broadcast` (with its value) for links that must stay in live mode. */
function broadcastQuery(value: string | null): string {
  return value ? `?broadcast=${encodeURIComponent(value)}` : '?broadcast';
}

/**
 * Keeps the lot's cached bidding state (GET lots/{id}/bidding, shared with the bid box) in step with the feed: a
 * higher live price goes into the cache; for a member who led, or once the sale ended, the state is fetched again,
 * because whether the member leads or won is not on the public feed. The feed's lot and the cache are both `Cents`.
 */
function useFollowBidding(lotId: number, liveLot: LiveLot<Cents> | null) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    // The end of a sale comes with the version of the lot's last bid (ending it changes no bid): its status tells it
    // apart, so the state is fetched again, and the lot stays sold on the page once the lane ends after it.
    const mark = liveLot ? `${liveLot.version}:${liveLot.status}` : null;
    if (!liveLot || seen.current === mark) return;
    const queryKey = lotBiddingQueryKey(lotId);
    const cached = queryClient.getQueryData<LotBidding>(queryKey);
    if (!cached) return;
    seen.current = mark;
    const liveBid = liveLot.current_bid_value;
    const ahead = liveBid > cached.currentBid;
    if ((cached.member?.highBidder && ahead) || (hasEnded(liveLot) && cached.open)) {
      void queryClient.invalidateQueries({ queryKey });
    } else if (ahead) {
      const bidCount = Math.max(cached.bidCount, liveLot.bid_count);
      queryClient.setQueryData<LotBidding>(queryKey, {
        ...cached,
        reserve: liveLot.reserve,
        currentBid: liveBid,
        bidCount,
        minimumBid: nextMinimumBid(liveBid, bidCount),
      });
    }
  }, [liveLot, lotId, queryClient]);
}

/**
 * The lot page in live mode: only when the page URL has `broadcast` (SPEC §7), the auction is in progress and branch,
 * lane and stock number are known; before a start later today, the wait for it. Otherwise it renders nothing and the
 * page works from its own data.
 */
export function LiveLotPanel(props: Props) {
  const broadcast = useBroadcastParam();
  const { info } = props;
  const enabled =
    broadcast !== null &&
    info.auctionInProgress &&
    info.branchId !== null &&
    Boolean(info.lane) &&
    Boolean(info.stockNumber);
  if (enabled) return <LiveLot {...props} keepQuery={broadcastQuery(broadcast)} />;
  if (broadcast !== null && !info.auctionInProgress && props.waiting)
    return <LiveSaleWaiting waiting={props.waiting} title={props.labels.title} />;
  return null;
}

function LiveLot({ info, publicState, labels, bidBoxLabels, keepQuery }: Props & { keepQuery: string }) {
  const stock = info.stockNumber!;
  const lanes = useLiveLanes([info.room], true, info.broadcastUrl);
  const lane = lanes[info.room] ?? null;
  const query = useLotBidding(info.lotId, publicState);
  const bidding = query.data ?? publicState;
  const liveLot = lane?.lots[stock] ?? null;
  const state = deriveLiveState(
    {
      branchId: info.branchId,
      lane: info.lane,
      stockNumber: stock,
      bid: bidding.currentBid,
      sold: bidding.status === 'sold',
      soldFor: bidding.soldFor,
    },
    lane,
    liveLot,
  );
  const known = useMemo(() => new Map(info.runlistLots.map((l) => [l.stockNumber, l])), [info.runlistLots]);

  useFollowBidding(info.lotId, liveLot);

  if (!lane) {
    return (
      <section className="live-lot" aria-label={labels.title}>
        <p role="status">{labels.joining}</p>
      </section>
    );
  }
  const status = liveBidStatus(state, liveLot, bidding);
  const bidCount = Math.max(bidding.bidCount, liveLot?.bid_count ?? 0);
  const minimumBid = nextMinimumBid(state.bid, bidCount);
  const blockIndex = lane.onTheBlock === null ? -1 : lane.runlist.indexOf(lane.onTheBlock);
  const ownIndex = lane.runlist.indexOf(stock);
  const next =
    lane.onTheBlock !== null && ownIndex >= 0 && blockIndex > ownIndex
      ? (known.get(lane.onTheBlock) ?? null)
      : null;
  return (
    <section className="live-lot" aria-labelledby="live-lot-title" data-testid="live-lot">
      <h3 id="live-lot-title">{labels.title}</h3>
      {/* Always in the page, so that a pause is announced when its text comes (a live region added with its text is
          not). Every watcher of the lane sees it, whichever lot they watch. */}
      <p
        className="live-paused"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="live-paused"
      >
        {lane.paused && (
          <>
            <strong>{labels.paused}</strong> {labels.pausedNote}
          </>
        )}
      </p>
      {state.onTheBlock && lane.countdown && (
        <LiveCountdown
          endsAt={lane.countdown.ends_at}
          offsetMs={lane.offsetMs}
          label={labels.countdown}
          template={labels.seconds}
          frozenMs={lane.paused ? lane.countdown.remaining_ms : undefined}
        />
      )}
      <LiveBidBox
        paused={lane.paused}
        lotId={info.lotId}
        status={status}
        bidCents={state.bid}
        minimumCents={minimumBid}
        soldForCents={state.soldFor ?? bidding.soldFor}
        reserve={
          liveLot && liveLot.current_bid_value >= bidding.currentBid ? liveLot.reserve : bidding.reserve
        }
        itemsLeft={state.itemsLeft}
        bidding={bidding}
        labels={labels}
        bidBoxLabels={bidBoxLabels}
      />
      <FollowLane next={next} keepQuery={keepQuery} labels={labels.follow} />
      <LiveRunlist
        lane={lane.auction.lane}
        runlist={lane.runlist}
        onTheBlock={lane.onTheBlock}
        lots={lane.lots}
        known={known}
        currentStock={stock}
        keepQuery={keepQuery}
        labels={labels.runlist}
      />
    </section>
  );
}
