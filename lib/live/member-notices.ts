import type { Server } from 'socket.io';

/**
 * Notices for one member on the live feed (outbid, won, lost...): the web process registers its Socket.IO server here,
 * and services publish through it. Next's bundled copy of this module finds the same server through a global symbol
 * (as lib/db/database does); without one (tests, scripts) a notice goes nowhere, and the e-mail still goes.
 */
const KEY = Symbol.for('salvage-lane.live-server');
type Holder = { [KEY]?: Server };
const holder = globalThis as Holder;

/** The event name members' browsers listen to. */
export const MEMBER_NOTICE_EVENT = 'notice';

export type MemberNotice =
  | { kind: 'outbid'; lotId: number; title: string; currentBid: number; minimumBid: number }
  | { kind: 'won'; lotId: number; title: string; price: number }
  | { kind: 'on-approval'; lotId: number; title: string; price: number }
  | { kind: 'lost'; lotId: number; title: string; price: number | null };

export function memberRoom(memberId: string): string {
  return `member:${memberId}`;
}

export function setLiveServer(io: Server | undefined): void {
  holder[KEY] = io;
}

type Listener = (memberId: string, notice: MemberNotice) => void;
const listeners = new Set<Listener>();

/** Tests listen to what would be sent. */
export function onMemberNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Send a notice to every browser the member has open (across processes with the Redis adapter). */
export function publishMemberNotice(memberId: string, notice: MemberNotice): void {
  for (const listener of listeners) listener(memberId, notice);
  holder[KEY]?.to(memberRoom(memberId)).emit(MEMBER_NOTICE_EVENT, notice);
}
