// Load generators and their tallies for the bidding benchmark: a closed loop (each bidder waits for its answer before
// the next bid) and an open loop (Poisson arrivals, latency measured from the scheduled send time, so a slow server
// cannot hide its queue: no coordinated omission).

export interface Answer {
  status: number;
  code?: string;
}

export class Tally {
  readonly latencies: number[] = [];
  readonly codes = new Map<string, number>();
  accepted = 0;
  errors = 0;

  record(answer: Answer | Error, ms: number): void {
    this.latencies.push(ms);
    if (answer instanceof Error) {
      this.errors += 1;
      this.count(`exception: ${answer.message.slice(0, 60)}`);
      return;
    }
    if (answer.status >= 500) this.errors += 1;
    if (answer.status >= 200 && answer.status < 300) this.accepted += 1;
    else this.count(`${answer.status} ${answer.code ?? ''}`.trim());
  }

  private count(key: string): void {
    this.codes.set(key, (this.codes.get(key) ?? 0) + 1);
  }

  /** The p-th percentile (0-100) of the latencies, ms, nearest rank. */
  percentile(p: number): number {
    if (this.latencies.length === 0) return Number.NaN;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[rank]!;
  }
}

/** `workers` loops, each calling `step` again as soon as the previous call answered, for `durationMs`. */
export async function closedLoop(
  workers: number,
  durationMs: number,
  step: (worker: number) => Promise<Answer>,
): Promise<{ tally: Tally; seconds: number }> {
  const tally = new Tally();
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const sent = performance.now();
        const answer = await step(worker).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        );
        tally.record(answer, performance.now() - sent);
      }
    }),
  );
  return { tally, seconds: (performance.now() - started) / 1000 };
}

/** Exponentially distributed gaps: a Poisson process of `ratePerSecond`. */
export function poissonTimes(ratePerSecond: number, durationMs: number, random = Math.random): number[] {
  const times: number[] = [];
  let t = 0;
  for (;;) {
    t += (-Math.log(1 - random()) / ratePerSecond) * 1000;
    if (t >= durationMs) return times;
    times.push(t);
  }
}

/**
 * Each of `workers` sends at its own Poisson times (`ratePerWorker` a second) without waiting for earlier answers;
 * each latency runs from the scheduled time to the answer.
 */
export async function openLoop(
  workers: number,
  ratePerWorker: number,
  durationMs: number,
  step: (worker: number) => Promise<Answer>,
): Promise<{ tally: Tally; seconds: number; offered: number }> {
  const arrivals = Array.from({ length: workers }, (_, worker) =>
    poissonTimes(ratePerWorker, durationMs).map((at) => ({ at, worker })),
  )
    .flat()
    .sort((a, b) => a.at - b.at);
  const tally = new Tally();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const { at, worker } of arrivals) {
    const wait = started + at - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const scheduled = started + at;
    inFlight.push(
      step(worker)
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
        .then((answer) => tally.record(answer, performance.now() - scheduled)),
    );
  }
  await Promise.all(inFlight);
  return { tally, seconds: (performance.now() - started) / 1000, offered: arrivals.length };
}
