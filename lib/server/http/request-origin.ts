import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { backgroundOrigin } from './public-origin';

/**
 * The origin of the request whose work is running, for links in the mails that work sends (an outbid notice caused
 * by another member's bid, a bill of sale issued at checkout). Kept on a global symbol so every bundle of the process
 * shares one store.
 */
const STORE = Symbol.for('salvage-lane.request-origin');
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<string> };

function store(): AsyncLocalStorage<string> {
  const g = globalThis as WithStore;
  g[STORE] ??= new AsyncLocalStorage<string>();
  return g[STORE];
}

/** Run `work` (and everything it starts) as caused by a request to `origin`. */
export function withRequestOrigin<T>(origin: string, work: () => T): T {
  return store().run(origin, work);
}

/** The origin for a link in a mail: the causing request's (BASE_URL when set), else the background origin. */
export function linkOrigin(): string {
  return store().getStore() ?? backgroundOrigin();
}
