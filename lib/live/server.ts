import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { logger } from '../log';
import { parseSubscription } from './auction-room';
import {
  FEED_ERROR_EVENT,
  LIVE_EVENT,
  LIVE_FEED_RATE,
  RUNLIST_EVENT,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBE_MESSAGE,
  type FeedError,
  type LiveEvent,
  type RunlistMessage,
} from './feed-events';
import { MEMBER_JOINED_EVENT, memberRoom } from './member-notices';

const log = logger('live');

export interface LiveServer {
  io: Server;
  close(): Promise<void>;
}

/**
 * The broadcast feed on path /socket of the web server's port. With a Redis URL, rooms are shared across processes
 * through the Socket.IO Redis adapter. The runlist and event messages are published by the auction clock.
 */
export interface LiveServerOptions {
  redisUrl?: string;
  /** The member a connection's cookies belong to, or null: a member's sockets join their notice room. */
  authenticate?: (headers: Headers) => Promise<string | null>;
  /** The authoritative state of an auction room (runlist and a `state` event), sent to each new subscriber. */
  roomState?: (room: string) => Promise<{ runlist: RunlistMessage; event: LiveEvent } | null>;
}

/** The handshake's headers as a fetch Headers object (what the session lookup reads). */
function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export function createLiveServer(httpServer: HttpServer, options: LiveServerOptions): LiveServer {
  const io = new Server(httpServer, {
    path: '/socket',
    serveClient: false,
    // Other upgrade requests (Next.js dev HMR) are left to Next, not destroyed.
    destroyUpgrade: false,
    maxHttpBufferSize: 16 * 1024,
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => log.error('redis error', error.message));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
    log.info('Socket.IO Redis adapter on');
  }

  // Per connection (a connection lives in one process, so memory is enough): rate-limiter-flexible, as the API uses.
  const rate = new RateLimiterMemory({
    keyPrefix: 'live-feed',
    points: LIVE_FEED_RATE.points,
    duration: LIVE_FEED_RATE.durationSeconds,
  });

  io.on('connection', (socket) => {
    const { authenticate } = options;
    if (authenticate) {
      authenticate(headersOf(socket.request.headers))
        .then(async (memberId) => {
          if (memberId === null) return;
          await socket.join(memberRoom(memberId));
          socket.emit(MEMBER_JOINED_EVENT);
        })
        .catch((error: unknown) => log.warn('live feed: session lookup failed', error));
    }
    const refuse = (error: FeedError, ack?: unknown) => {
      socket.emit(FEED_ERROR_EVENT, error);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ error });
    };
    // Every message spends a point of this connection's budget; over it, the message is answered and dropped.
    socket.use((packet, next) => {
      rate.consume(socket.id).then(
        () => next(),
        () => refuse({ code: 'rate_limited', message: 'Too many messages; slow down.' }, packet.at(-1)),
      );
    });
    socket.onAny((name: unknown, ...args: unknown[]) => {
      if (name === SUBSCRIBE_MESSAGE || name === UNSUBSCRIBE_MESSAGE) return;
      refuse(
        { code: 'unknown_message', message: `unknown message: ${String(name).slice(0, 40)}` },
        args.at(-1),
      );
    });
    socket.on(SUBSCRIBE_MESSAGE, async (payload: unknown, ack?: unknown) => {
      const parsed = parseSubscription(payload);
      if (!parsed.ok) return refuse({ code: 'invalid_subscription', message: parsed.message }, ack);
      await socket.join(parsed.rooms);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ data: { rooms: parsed.rooms } });
      // The authoritative state of each room, after joining: nothing published in between is missed for good.
      for (const room of parsed.rooms) {
        const state = await options.roomState?.(room).catch((error: unknown) => {
          log.warn(`live feed: state of ${room} failed`, error);
          return null;
        });
        if (!state) continue;
        socket.emit(RUNLIST_EVENT, state.runlist);
        socket.emit(LIVE_EVENT, state.event);
      }
    });
    socket.on(UNSUBSCRIBE_MESSAGE, async (payload: unknown, ack?: unknown) => {
      const parsed = parseSubscription(payload);
      if (!parsed.ok) return refuse({ code: 'invalid_subscription', message: parsed.message }, ack);
      await Promise.all(parsed.rooms.map((room) => socket.leave(room)));
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ data: { rooms: parsed.rooms } });
    });
    socket.on('disconnect', () => void rate.delete(socket.id).catch(() => undefined));
  });

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
