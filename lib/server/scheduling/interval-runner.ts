import 'server-only';
import { logger } from '@/lib/log';

export interface IntervalRunnerOptions<T> {
  /** The logger scope of the runner's lines. */
  scope: string;
  /** One pass of the work. */
  run: () => Promise<T>;
  /** A pass every `intervalMs`, counted from the start. */
  intervalMs: number;
  /** An extra first pass this long after the start (none when unset: the first pass comes after `intervalMs`). */
  firstDelayMs?: number;
  /** What a skipped or failed pass resolves with (made fresh for each). */
  idle: () => T;
  /** The line logged (with the error) when a pass fails. */
  failureMessage: string;
  /** The line logged after a pass, from its result, or null for none. */
  describe?: (result: T) => string | null;
}

export interface IntervalRunner<T> {
  /** Runs one pass now; while another pass runs, or once stopped, it is skipped (resolves with `idle`). */
  runNow(): Promise<T>;
  /** Stops the timers and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `run` on a timer, for the web process's background passes: never two passes at once (a tick while one runs is
 * skipped); a failed pass (even one that throws before its first await) is logged and the next tick tries again; stop
 * clears the timers and waits for the pass in flight. The timers do not keep the process alive.
 */
export function startIntervalRunner<T>(options: IntervalRunnerOptions<T>): IntervalRunner<T> {
  const { run, idle, describe } = options;
  const log = logger(options.scope);
  let running: Promise<T> | null = null;
  let stopped = false;

  const runNow = (): Promise<T> => {
    if (stopped || running) return Promise.resolve(idle());
    running = (async () => run())()
      .then((result) => {
        const line = describe?.(result) ?? null;
        if (line !== null) log.info(line);
        return result;
      })
      .catch((error: unknown) => {
        log.error(options.failureMessage, error);
        return idle();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const first =
    options.firstDelayMs === undefined ? null : setTimeout(() => void runNow(), options.firstDelayMs);
  first?.unref();
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
