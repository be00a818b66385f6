/**
 * A lean watcher for the live feed benchmark: one WebSocket (the `ws` package) speaking the Engine.IO 4 / Socket.IO 5
 * wire protocol itself, instead of socket.io-client's stack of emitters. It still reads every frame in full and
 * JSON-parses each `event`, as a browser would, but costs the shared cores far less per message, so at 2,000 and
 * 10,000 watchers the benchmark measures the server more than its own load generator.
 *
 * The protocol, as far as a subscriber needs it: the server opens with `0{handshake}`; `40` connects to namespace `/`
 * and is answered `40{sid}`; `42N["subscribe",room]` emits with acknowledgement N, answered `43N[answer]`; events arrive
 * as `42["event",{...}]`; every `2` (ping) is answered `3` (pong).
 */
import WebSocket from 'ws';

export interface FeedWatcher {
  close(): void;
}

export interface WatchHandlers {
  /** The room's state arrived after the subscription: the watcher is ready. */
  onReady(): void;
  /** Any later `event`, with its arrival stamped by the caller. */
  onEvent(event: { kind?: string; server_time?: string }): void;
  onFailure(): void;
  onDisconnect(): void;
}

const SUBSCRIBE_ACK = 1;

export function watchRaw(url: string, room: string, handlers: WatchHandlers): FeedWatcher {
  const target = `${url.replace(/^http/, 'ws')}/socket/?EIO=4&transport=websocket`;
  const ws = new WebSocket(target, { perMessageDeflate: false });
  let subscribed = false;
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    ws.terminate();
    handlers.onFailure();
  };
  ws.on('error', fail);
  ws.on('close', () => {
    if (subscribed) handlers.onDisconnect();
    else fail();
  });
  ws.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
    if (isBinary) return;
    const text = data.toString();
    if (text === '2') {
      ws.send('3');
      return;
    }
    if (text.startsWith('0{')) {
      ws.send('40');
    } else if (text.startsWith('40')) {
      ws.send(`42${SUBSCRIBE_ACK}${JSON.stringify(['subscribe', room])}`);
    } else if (text.startsWith(`43${SUBSCRIBE_ACK}`)) {
      const [answer] = JSON.parse(text.slice(3)) as [{ error?: unknown }];
      if (answer?.error) fail();
    } else if (text.startsWith('42')) {
      const [name, event] = JSON.parse(text.slice(2)) as [string, { kind?: string; server_time?: string }];
      if (name !== 'event') return;
      if (!subscribed && event.kind === 'state') {
        subscribed = true;
        handlers.onReady();
      } else if (subscribed) handlers.onEvent(event);
    } else if (text.startsWith('44')) fail();
  });
  return { close: () => ws.close() };
}
