import type { Server } from 'socket.io';
import { LIVE_EVENT, RUNLIST_EVENT } from './feed-events';
import type { LiveEvent, RunlistMessage } from '@/lib/domain/live-events';

/**
 * Publishing to the auction rooms of the live feed. server.ts registers its Socket.IO server with setLiveServer
 * (member-notices.ts) on this global symbol; the clock (in server.ts) and the bid route (in Next's bundle) reach the
 * same server through it, and with the Redis adapter every process's browsers get the message. Without a server
 * (tests, scripts) messages reach only the in-process listeners.
 */
const KEY = Symbol.for('salvage-lane.live-server');
const LISTENERS = Symbol.for('salvage-lane.auction-feed-listeners');
type Listener = (
  room: string,
  name: typeof LIVE_EVENT | typeof RUNLIST_EVENT,
  message: LiveEvent | RunlistMessage,
) => void;
const holder = globalThis as { [KEY]?: Server; [LISTENERS]?: Set<Listener> };
const listeners = (holder[LISTENERS] ??= new Set<Listener>());

/** Hear every message this process publishes (the demo bidders, tests). */
export function onAuctionFeed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishLiveEvent(event: LiveEvent): void {
  const room = event.auction.id;
  for (const listener of listeners) listener(room, LIVE_EVENT, event);
  holder[KEY]?.to(room).emit(LIVE_EVENT, event);
}

export function publishRunlist(message: RunlistMessage): void {
  const room = message.auction.id;
  for (const listener of listeners) listener(room, RUNLIST_EVENT, message);
  holder[KEY]?.to(room).emit(RUNLIST_EVENT, message);
}
