import { clockOffsetMs } from '@/lib/domain/live-countdown';
import type { Cents } from '@/lib/domain/money';
import { isNewerLotEvent, type LaneView } from '@/lib/domain/live-state';
import type {
  LiveAuction,
  LiveCountdown,
  LiveEvent,
  LiveLot,
  RunlistMessage,
} from '@/lib/domain/live-events';

/** What the browser knows of one lane (a feed room) from its `runlist` and `event` messages (decoded: `Cents`). */
export interface LaneState extends LaneView {
  room: string;
  auction: LiveAuction;
  /** The latest data per lot (by stock number), amounts in `Cents`; older versions are dropped. */
  lots: Readonly<Record<string, LiveLot<Cents>>>;
  /** The deadline of the lot on the block, as the server sent it (frozen while `paused`). */
  countdown: LiveCountdown | null;
  /** The lane is paused from the console: the countdown does not run and bids are refused. */
  paused: boolean;
  /** Server clock minus local clock, from the latest message (lib/domain/live-countdown). */
  offsetMs: number;
  /** The kind of the latest event taken (announcements key on it). */
  lastKind: LiveEvent['kind'] | null;
}

export type LanesSnapshot = Readonly<Record<string, LaneState>>;

function emptyLane(auction: LiveAuction): LaneState {
  return {
    room: auction.id,
    auction,
    runlist: [],
    auctionInProgress: auction.auction_in_progress,
    onTheBlock: null,
    lots: {},
    countdown: null,
    paused: false,
    offsetMs: 0,
    lastKind: null,
  };
}

/** Events that change the countdown or the pause but no bid: they come with the lot's version unchanged. */
const CLOCK_KINDS: ReadonlySet<LiveEvent['kind']> = new Set(['state', 'countdown', 'paused', 'resumed']);

/**
 * The live feed's state for the rooms a page follows: a small external store (useSyncExternalStore reads it). Every
 * change replaces the lane's object, so a snapshot never changes under a render. Only rooms asked for are kept.
 */
export class LiveLanesStore {
  private lanes: LanesSnapshot = {};
  private readonly listeners = new Set<() => void>();

  constructor(private readonly rooms: ReadonlySet<string>) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): LanesSnapshot => this.lanes;

  private put(lane: LaneState): void {
    this.lanes = { ...this.lanes, [lane.room]: lane };
    for (const listener of this.listeners) listener();
  }

  applyRunlist(message: RunlistMessage): void {
    const room = message?.auction?.id;
    if (typeof room !== 'string' || !this.rooms.has(room) || !Array.isArray(message.runlist)) return;
    const lane = this.lanes[room] ?? emptyLane(message.auction);
    const sameAuction = lane.auction.auction_id === message.auction.auction_id;
    this.put({
      ...(sameAuction ? lane : emptyLane(message.auction)),
      auction: message.auction,
      auctionInProgress: message.auction.auction_in_progress,
      runlist: message.runlist.filter((s) => typeof s === 'string'),
    });
  }

  applyEvent(event: LiveEvent<Cents>, receivedAtMs: number): void {
    const room = event?.auction?.id;
    if (typeof room !== 'string' || !this.rooms.has(room)) return;
    const current = this.lanes[room];
    const lane =
      current && current.auction.auction_id === event.auction.auction_id ? current : emptyLane(event.auction);
    const base = {
      ...lane,
      auction: event.auction,
      auctionInProgress: event.auction.auction_in_progress,
      paused: event.auction.paused === true,
      offsetMs: clockOffsetMs(event.server_time, receivedAtMs),
      lastKind: event.kind,
    };
    const lot = event.lot;
    if (!lot) {
      this.put({ ...base, onTheBlock: null, countdown: null });
      return;
    }
    if (!isNewerLotEvent(lane.lots[lot.stock_number] ?? null, lot, event.kind)) {
      // Same version: a pause, a resume or a new countdown of the lot still on the block.
      if (CLOCK_KINDS.has(event.kind) && lot.on_the_block && lane.onTheBlock === lot.stock_number) {
        this.put({ ...base, countdown: event.countdown });
      }
      return;
    }
    const lots = { ...lane.lots, [lot.stock_number]: lot };
    if (lot.on_the_block) {
      this.put({ ...base, lots, onTheBlock: lot.stock_number, countdown: event.countdown });
    } else if (lane.onTheBlock === lot.stock_number) {
      this.put({ ...base, lots, onTheBlock: null, countdown: null });
    } else {
      this.put({ ...base, lots });
    }
  }
}
