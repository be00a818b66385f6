/**
 * Wall-clock milliseconds with sub-millisecond resolution, comparable across the bench's processes and threads:
 * performance.now() anchored on the instant Date.now() ticks (median of several tries), since each process's
 * performance.timeOrigin is only as exact as its start.
 */
function anchor(): number {
  const tries: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = Date.now();
    let tick = start;
    while (tick === start) tick = Date.now();
    tries.push(tick - performance.now());
  }
  return tries.sort((a, b) => a - b)[3]!;
}

const base = anchor();

export const wallNow = (): number => base + performance.now();
