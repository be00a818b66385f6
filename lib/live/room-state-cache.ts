import type { LiveEvent, RunlistMessage } from '@/lib/domain/live-events';

export interface RoomState {
  runlist: RunlistMessage;
  event: LiveEvent;
}

/**
 * A room's state as of `now`: the same runlist, lot and deadline, with the server time and the remaining countdown
 * read again (clients take their clock offset from `server_time`, so an answer kept for a while must not carry the
 * time it was read). A paused lane's countdown does not run: it keeps what is left, and its `ends_at` moves with now.
 */
export function stateAt(state: RoomState, now: Date): RoomState {
  const serverTime = now.toISOString();
  const { countdown } = state.event;
  const paused = state.event.auction.paused;
  return {
    runlist: state.runlist,
    event: {
      ...state.event,
      server_time: serverTime,
      countdown: countdown && {
        ends_at: paused ? new Date(now.getTime() + countdown.remaining_ms).toISOString() : countdown.ends_at,
        server_time: serverTime,
        remaining_ms: paused
          ? countdown.remaining_ms
          : Math.max(0, Date.parse(countdown.ends_at) - now.getTime()),
      },
    },
  };
}

/** The deadline of the lot on the block, in ms, or null (also while the lane is paused: nothing runs out). */
function deadlineOf(state: RoomState | null): number | null {
  if (!state || state.event.auction.paused) return null;
  const ends = state.event.countdown?.ends_at;
  return ends === undefined ? null : Date.parse(ends);
}

interface Entry {
  readAtMs: number;
  answer: Promise<RoomState | null>;
}

/**
 * The authoritative state of the feed's rooms for new subscribers, read once for many: subscribers of one room within
 * `ttlMs` of a read share it (also while it is in flight), so N subscribers cost one read, not N. invalidate(room)
 * drops a room's answer at once: the live services call it for every message this process publishes to the room, so
 * a subscriber never gets a state older than a message of this process it missed. Messages of other processes (Redis)
 * cannot drop it: `ttlMs` bounds that, and an answer read before its lot's deadline is read again once the deadline
 * has passed (the lot is being sold or passed). A failed read is not kept, nor a room with no state (no auction): the
 * map holds only rooms with an auction, as small as the list of lanes, whatever names subscribers send.
 */
export class RoomStateCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async get(room: string, read: () => Promise<RoomState | null>): Promise<RoomState | null> {
    let entry = this.entries.get(room);
    if (!entry || this.nowMs() - entry.readAtMs >= this.ttlMs) entry = this.start(room, read);
    let answer = await entry.answer;
    const deadline = deadlineOf(answer);
    if (deadline !== null && entry.readAtMs < deadline && deadline <= this.nowMs()) {
      // Read before the deadline that has now passed: once more (shared with whoever got here first).
      const current = this.entries.get(room);
      answer = await (current && current !== entry ? current : this.start(room, read)).answer;
    }
    return answer && stateAt(answer, new Date(this.nowMs()));
  }

  /** Forget what was read of `room` (a read in flight still answers those already waiting for it). */
  invalidate(room: string): void {
    this.entries.delete(room);
  }

  private start(room: string, read: () => Promise<RoomState | null>): Entry {
    const entry: Entry = { readAtMs: this.nowMs(), answer: read() };
    this.entries.set(room, entry);
    const forget = () => {
      if (this.entries.get(room) === entry) this.entries.delete(room);
    };
    entry.answer.then((state) => state ?? forget(), forget);
    return entry;
  }
}
