import type { Server } from 'socket.io';
import * as z from 'zod/mini';
import type { Cents } from '@/lib/domain/money';
import { memberNoticeSchema } from '@/lib/schemas/live-feed';
import { MEMBER_NOTICE_EVENT, type MemberNotice } from './notice-events';

export { MEMBER_JOINED_EVENT, MEMBER_NOTICE_EVENT, type MemberNotice } from './notice-events';

/**
 * Notices for one member on the live feed (outbid, won, lost...): the web process registers its Socket.IO server here,
 * and services publish through it. Next's bundled copy of this module finds the same server through a global symbol
 * (as lib/db/database does); without one (tests, scripts) a notice goes nowhere, and the e-mail still goes.
 */
const KEY = Symbol.for('salvage-lane.live-server');
type Holder = { [KEY]?: Server };
const holder = globalThis as Holder;

export function memberRoom(memberId: string): string {
  return `member:${memberId}`;
}

export function setLiveServer(io: Server | undefined): void {
  holder[KEY] = io;
}

type Listener = (memberId: string, notice: MemberNotice) => void;
const listeners = new Set<Listener>();

/** Tests listen to what would be sent (the wire's dollars). */
export function onMemberNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Send a notice to every browser the member has open (across processes with the Redis adapter), its amounts encoded
 * to the wire's whole dollars.
 */
export function publishMemberNotice(memberId: string, notice: MemberNotice<Cents>): void {
  const sent = z.encode(memberNoticeSchema, notice);
  for (const listener of listeners) listener(memberId, sent);
  holder[KEY]?.to(memberRoom(memberId)).emit(MEMBER_NOTICE_EVENT, sent);
}
