import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { env } from '../env';
import { logger } from '../log';
import { clientAddressOf } from '../server/http/client-address';
import { AddressSlots } from './address-slots';
import { isAuctionRoom, parseSubscription } from './auction-room';
import {
  FEED_ERROR_EVENT,
  LIVE_EVENT,
  LIVE_FEED_LIMITS,
  LIVE_FEED_RATE,
  RUNLIST_EVENT,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBE_MESSAGE,
  type LiveFeedLimits,
} from './feed-events';
import type { FeedError, LiveEvent, RunlistMessage } from '@/lib/domain/live-events';
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
  /**
   * Whether a well-formed auction id names a lane of ours, answered from memory (live-services roomExists): a room it
   * denies is refused (`unknown_auction`), never joined and never read. Without it every well-formed id is followed.
   */
  roomExists?: (room: string) => boolean | Promise<boolean>;
  /** The authoritative state of an auction room (runlist and a `state` event), sent to each new subscriber. */
  roomState?: (room: string) => Promise<{ runlist: RunlistMessage; event: LiveEvent } | null>;
  /** Caps other than LIVE_FEED_LIMITS (tests; a benchmark's thousands of watchers from one address). */
  limits?: Partial<LiveFeedLimits>;
  /**
   * How many proxies of ours stand in front (TRUST_PROXY, the default): the connection's client address is then the
   * X-Forwarded-For entry they wrote, as for the HTTP side's rate limits.
   */
  trustProxy?: number;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
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
  const limits: LiveFeedLimits = { ...LIVE_FEED_LIMITS, ...options.limits };
  const slots = new AddressSlots(limits.socketsPerAddress);
  const trustProxy = options.trustProxy ?? env().TRUST_PROXY;

  io.on('connection', (socket) => {
    const refuse = (error: FeedError, ack?: unknown) => {
      socket.emit(FEED_ERROR_EVENT, error);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ error });
    };
    // Over a cap: the error, then the connection is closed (the client does not reconnect by itself after that).
    const refuseAndClose = (error: FeedError, ack?: unknown) => {
      refuse(error, ack);
      socket.disconnect(true);
    };
    const address = clientAddressOf(
      socket.handshake.address,
      headerText(socket.request.headers['x-forwarded-for']),
      trustProxy,
    );
    // Before anything else (the session lookup included): a connection over its address's cap costs nothing more.
    if (!slots.take(address)) {
      return refuseAndClose({
        code: 'too_many_connections',
        message: `Too many connections from your address (at most ${limits.socketsPerAddress}).`,
      });
    }
    socket.on('disconnect', () => {
      slots.release(address);
      void rate.delete(socket.id).catch(() => undefined);
    });

    const { authenticate } = options;
    if (authenticate) {
      authenticate(headersOf(socket.request.headers))
        .then(async (memberId) => {
          if (memberId === null || !socket.connected) return;
          await socket.join(memberRoom(memberId));
          socket.emit(MEMBER_JOINED_EVENT);
        })
        .catch((error: unknown) => log.warn('live feed: session lookup failed', error));
    }
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

    // A connection's subscriptions are handled one after another, so the rooms cap holds against messages that race.
    let turn: Promise<void> = Promise.resolve();
    const inTurn = (work: () => Promise<void>) => {
      turn = turn.then(work).catch((error: unknown) => log.warn('live feed: a subscription failed', error));
    };

    const subscribe = async (payload: unknown, ack?: unknown) => {
      const parsed = parseSubscription(payload);
      if (!parsed.ok) return refuse({ code: 'invalid_subscription', message: parsed.message }, ack);
      const fresh = parsed.rooms.filter((room) => !socket.rooms.has(room));
      let exists: boolean[];
      try {
        exists = await Promise.all(fresh.map(async (room) => (await options.roomExists?.(room)) ?? true));
      } catch (error) {
        log.warn('live feed: the list of auctions could not be read', error);
        return refuse(
          { code: 'unavailable', message: 'The auctions could not be looked up; try again.' },
          ack,
        );
      }
      if (!socket.connected) return;
      const joining = fresh.filter((_, i) => exists[i]);
      const unknown = new Set(fresh.filter((_, i) => !exists[i]));
      const following = [...socket.rooms].filter(isAuctionRoom).length;
      if (following + joining.length > limits.roomsPerSocket) {
        return refuseAndClose(
          {
            code: 'too_many_rooms',
            message: `Too many auctions on one connection (at most ${limits.roomsPerSocket}).`,
          },
          ack,
        );
      }
      const rooms = parsed.rooms.filter((room) => !unknown.has(room));
      if (unknown.size > 0) {
        const names = [...unknown];
        const error: FeedError = {
          code: 'unknown_auction',
          message: `No such auction: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}.`,
        };
        if (rooms.length === 0) return refuse(error, ack);
        socket.emit(FEED_ERROR_EVENT, error);
      }
      await socket.join(joining);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ data: { rooms } });
      // The authoritative state of each room newly followed, after joining: nothing published in between is missed.
      for (const room of joining) {
        const state = await options.roomState?.(room).catch((error: unknown) => {
          log.warn(`live feed: state of ${room} failed`, error);
          return null;
        });
        if (!state || !socket.connected) continue;
        socket.emit(RUNLIST_EVENT, state.runlist);
        socket.emit(LIVE_EVENT, state.event);
      }
    };
    socket.on(SUBSCRIBE_MESSAGE, (payload: unknown, ack?: unknown) => inTurn(() => subscribe(payload, ack)));
    socket.on(UNSUBSCRIBE_MESSAGE, (payload: unknown, ack?: unknown) =>
      inTurn(async () => {
        const parsed = parseSubscription(payload);
        if (!parsed.ok) return refuse({ code: 'invalid_subscription', message: parsed.message }, ack);
        await Promise.all(parsed.rooms.map((room) => socket.leave(room)));
        if (typeof ack === 'function') (ack as (answer: unknown) => void)({ data: { rooms: parsed.rooms } });
      }),
    );
  });

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
