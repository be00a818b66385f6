import 'server-only';
import { startIntervalRunner } from '../scheduling/interval-runner';
import { closeDueSales, type SaleEnd } from './end-sale';

export const SALE_CLOSER_INTERVAL_MS = 15_000;

export interface SaleCloser {
  /** Ends one pass now (skipped while another runs); resolves with what it ended. */
  tick(): Promise<SaleEnd[]>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * The web process's sale closer: every `intervalMs` it ends the pre-bid sales whose start time has come
 * (closeDueSales). Never two passes at once: a tick while one runs is skipped. A failed pass is logged and the next
 * tick tries again. The timer does not keep the process alive (the interval runner's rules).
 */
export function startSaleCloser({
  intervalMs = SALE_CLOSER_INTERVAL_MS,
  now = () => new Date(),
}: { intervalMs?: number; now?: () => Date } = {}): SaleCloser {
  const runner = startIntervalRunner<SaleEnd[]>({
    scope: 'sale-closer',
    // Inside the pass: a throw (even the clock's) is logged like any failed pass, never escapes the timer.
    run: () => closeDueSales(now()),
    intervalMs,
    idle: () => [],
    failureMessage: 'closing due sales failed',
    describe: (ended) => (ended.length > 0 ? `ended ${ended.length} sale(s)` : null),
  });
  return { tick: runner.runNow, stop: runner.stop };
}
