import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import type { LiveEvent } from '../lib/domain/live-events';

/*
 * Clients of e2e/deployment.spec.ts: HTTP from a chosen loopback address (so nginx sees distinct clients) with the
 * cookies a browser would keep, and live-feed watchers that subscribe again after every reconnect, as the site's
 * client does.
 */

export interface Answer {
  status: number;
  json: { data?: unknown; error?: { code: string; message: string } } | null;
  setCookies: string[];
}

export interface HttpFromOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address (any 127.x.y.z works on Linux loopback). */
  from?: string;
}

/** One request; the answer's JSON (or null) and its Set-Cookie lines. */
export function httpFrom(url: string, { method = 'GET', body, headers = {}, from }: HttpFromOptions = {}) {
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        headers: {
          ...(payload && { 'content-type': 'application/json', 'content-length': String(payload.length) }),
          ...headers,
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Answer['json'] = null;
          try {
            json = JSON.parse(text) as Answer['json'];
          } catch {
            // Not JSON (an HTML page): json stays null.
          }
          resolve({
            status: response.statusCode ?? 0,
            json,
            setCookies: response.headers['set-cookie'] ?? [],
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url}: no answer in 30 s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A browser's cookie jar, reduced to what these requests need: name=value pairs from Set-Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(answer: Answer): Answer {
    for (const line of answer.setCookies) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Watcher {
  socket: Socket;
  events: LiveEvent[];
  /** Times the socket connected (a reconnect after its process died counts again). */
  connects: number;
  /** Times the server acknowledged the subscription (once per connection). */
  subscribed: number;
  close(): void;
}

/**
 * A live-feed client on `origin` (path `socketPath`) subscribed to `room`, again after every reconnect; `from` is the
 * client's own address (nginx picks a sticky process by it).
 */
export function watchRoom(
  origin: string,
  socketPath: string,
  room: string,
  { transports, from }: { transports?: ('polling' | 'websocket')[]; from?: string } = {},
): Watcher {
  const socket = io(origin, {
    path: socketPath,
    ...(transports && { transports }),
    // engine.io-client hands `agent` to Node's http (polling) and to ws; its type says string | boolean.
    ...(from && { agent: new http.Agent({ localAddress: from }) as unknown as string }),
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
  });
  const watcher: Watcher = {
    socket,
    events: [],
    connects: 0,
    subscribed: 0,
    close: () => socket.disconnect(),
  };
  socket.on('connect', () => {
    watcher.connects += 1;
    socket.emit('subscribe', room, (answer: { data?: unknown }) => {
      if (answer.data) watcher.subscribed += 1;
    });
  });
  socket.on('event', (event: LiveEvent) => {
    if (event.auction.id === room) watcher.events.push(event);
  });
  return watcher;
}
