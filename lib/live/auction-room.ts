import { LIVE_FEED_LIMITS } from './feed-events';

/**
 * Auction ids on the feed are `iaa-{branch}-{lane}` in lower case (SPEC §7); a subscribe message carries one or more,
 * joined with commas (an array is accepted too).
 */
const AUCTION_ID = /^iaa-(\d{1,6})-([a-z0-9]{1,3})$/;
export const MAX_SUBSCRIPTIONS = LIVE_FEED_LIMITS.roomsPerMessage;

export function auctionRoomId(branchId: number, lane: string): string {
  return `iaa-${branchId}-${lane}`.toLowerCase();
}

export type ParsedSubscription = { ok: true; rooms: string[] } | { ok: false; message: string };

export function parseSubscription(payload: unknown): ParsedSubscription {
  const parts =
    typeof payload === 'string'
      ? payload.split(',')
      : Array.isArray(payload) && payload.every((p) => typeof p === 'string')
        ? (payload as string[])
        : null;
  if (!parts)
    return { ok: false, message: 'subscribe takes auction ids: "iaa-{branch}-{lane}", comma-joined' };
  const rooms = [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
  if (rooms.length === 0) return { ok: false, message: 'subscribe needs at least one auction id' };
  if (rooms.length > MAX_SUBSCRIPTIONS)
    return { ok: false, message: `at most ${MAX_SUBSCRIPTIONS} auctions at once` };
  const bad = rooms.find((r) => !AUCTION_ID.test(r));
  if (bad !== undefined) return { ok: false, message: `not an auction id: ${bad.slice(0, 40)}` };
  return { ok: true, rooms };
}

/** Whether a room name is an auction room (not a member's notice room or a socket's own room). */
export function isAuctionRoom(room: string): boolean {
  return AUCTION_ID.test(room);
}

/** The branch and lane of a room id parseSubscription accepted (the lane as the database spells it: upper case). */
export function auctionOfRoom(room: string): { branchId: number; lane: string } | null {
  const match = AUCTION_ID.exec(room);
  return match ? { branchId: Number(match[1]), lane: match[2]!.toUpperCase() } : null;
}
