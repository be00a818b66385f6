import 'server-only';

/**
 * A console command (pause, resume, skip) tells the auction clock of its own process to look at the lane at once,
 * after its commit, rather than on the clock's next timer. On a global symbol: the command's route runs in Next's
 * bundle, the clock in server.ts, each with its own copy of this module. Clocks of other processes need no telling:
 * the command is a database change they read on their next step (lane-pause-state.ts).
 */
type Listener = (auctionId: number) => void;
const KEY = Symbol.for('salvage-lane.lane-wake-listeners');
const holder = globalThis as { [KEY]?: Set<Listener> };
const listeners = (holder[KEY] ??= new Set<Listener>());

/** Hear every lane a command changed in this process; returns the function that stops hearing. */
export function onLaneWake(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeLane(auctionId: number): void {
  for (const listener of listeners) listener(auctionId);
}
