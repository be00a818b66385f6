/**
 * A worker thread of the live feed benchmark (bench/live.ts): a share of the watchers, each its own WebSocket
 * connection subscribed to the lane: lean protocol-level watchers (bench/live-raw-watcher.ts) by default, or full
 * socket.io-client connections with LIVE_BENCH_CLIENT=socket.io. Each watcher stamps the arrival of every `event` with
 * the wall clock (bench/wall-clock.ts, as the server process stamps) and its server_time, which says which bid or bare
 * broadcast it is.
 */
import { parentPort } from 'node:worker_threads';
import { io as connect } from 'socket.io-client';
import { watchRaw, type FeedWatcher, type WatchHandlers } from './live-raw-watcher';
import { wallNow as now } from './wall-clock';

export const LIVE_BENCH_CLIENT = process.env.LIVE_BENCH_CLIENT === 'socket.io' ? 'socket.io' : 'raw';

export type ToClients =
  | { cmd: 'connect'; count: number; url: string; room: string }
  | { cmd: 'arm' }
  | { cmd: 'collect'; key: string; timeoutMs: number }
  | { cmd: 'close' };
export type FromClients =
  | { type: 'connected'; total: number; failed: number; seconds: number }
  | { type: 'armed' }
  | { type: 'times'; times: Float64Array; disconnects: number }
  | { type: 'closed' };

interface Watcher {
  feed: FeedWatcher;
  keys: string[];
  times: number[];
}

const CONNECTING_AT_ONCE = 50;
const watchers: Watcher[] = [];
let disconnects = 0;
let waiting: { key: string; missing: number; done: () => void } | null = null;
const reply = (message: FromClients, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(message, transfer);

function onEvent(watcher: Watcher, event: { server_time?: string }): void {
  const at = now();
  const key = event.server_time ?? '';
  watcher.keys.push(key);
  watcher.times.push(at);
  if (waiting && key === waiting.key && --waiting.missing === 0) waiting.done();
}

/** A socket.io-client watcher: connected, subscribed with an acknowledgement, then its room's state. */
function watchWithClient(url: string, room: string, handlers: WatchHandlers): FeedWatcher {
  const socket = connect(url, {
    path: '/socket',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
  });
  let subscribed = false;
  const fail = () => {
    socket.disconnect();
    handlers.onFailure();
  };
  socket.once('connect_error', fail);
  socket.on('disconnect', () => subscribed && handlers.onDisconnect());
  socket.on('event', (event: { kind?: string; server_time?: string }) => {
    if (!subscribed && event.kind === 'state') {
      subscribed = true;
      handlers.onReady();
    } else if (subscribed) handlers.onEvent(event);
  });
  socket.once('connect', () => {
    socket
      .timeout(60_000)
      .emitWithAck('subscribe', room)
      .then((answer: { error?: unknown }) => answer.error && fail(), fail);
  });
  return { close: () => socket.disconnect() };
}

/** One watcher: connected, subscribed (acknowledged) and its room's state received; null when that failed. */
function watch(url: string, room: string): Promise<Watcher | null> {
  return new Promise((resolve) => {
    const watcher: Watcher = { feed: { close() {} }, keys: [], times: [] };
    const handlers: WatchHandlers = {
      onReady: () => resolve(watcher),
      onEvent: (event) => onEvent(watcher, event),
      onFailure: () => resolve(null),
      onDisconnect: () => (disconnects += 1),
    };
    watcher.feed =
      LIVE_BENCH_CLIENT === 'raw' ? watchRaw(url, room, handlers) : watchWithClient(url, room, handlers);
  });
}

async function connectMore(count: number, url: string, room: string): Promise<void> {
  const started = performance.now();
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      const watcher = await watch(url, room);
      if (watcher) watchers.push(watcher);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, lane));
  reply({ type: 'connected', total: watchers.length, failed, seconds: (performance.now() - started) / 1000 });
}

/** Each watcher's arrival time of the message `key` (NaN when it did not come within the timeout). */
async function collect(key: string, timeoutMs: number): Promise<void> {
  const has = (w: Watcher) => w.keys.includes(key);
  const missing = watchers.filter((w) => !has(w)).length;
  if (missing > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiting = {
        key,
        missing,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
    waiting = null;
  }
  const times = new Float64Array(watchers.length);
  watchers.forEach((w, i) => {
    const index = w.keys.indexOf(key);
    times[i] = index < 0 ? Number.NaN : w.times[index]!;
  });
  reply({ type: 'times', times, disconnects }, [times.buffer as ArrayBuffer]);
}

parentPort!.on('message', (message: ToClients) => {
  if (message.cmd === 'connect') void connectMore(message.count, message.url, message.room);
  else if (message.cmd === 'arm') {
    for (const w of watchers) {
      w.keys.length = 0;
      w.times.length = 0;
    }
    reply({ type: 'armed' });
  } else if (message.cmd === 'collect') void collect(message.key, message.timeoutMs);
  else {
    for (const w of watchers) w.feed.close();
    watchers.length = 0;
    reply({ type: 'closed' });
  }
});
