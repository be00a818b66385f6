import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { logger } from '../log';
import { parseSubscription } from './auction-room';
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
    socket.on('subscribe', async (payload: unknown, ack?: unknown) => {
      const parsed = parseSubscription(payload);
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : undefined;
      if (!parsed.ok) {
        const error = { code: 'invalid_subscription', message: parsed.message };
        socket.emit('error_message', error);
        reply?.({ error });
        return;
      }
      await socket.join(parsed.rooms);
      reply?.({ data: { rooms: parsed.rooms } });
    });
  });

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
