import 'server-only';
import { logger } from '@/lib/log';
import { closeDueSales, type SaleEnd } from './end-sale';

const log = logger('sale-closer');

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
 * tick tries again. The timer does not keep the process alive.
 */
export function startSaleCloser({
  intervalMs = SALE_CLOSER_INTERVAL_MS,
  now = () => new Date(),
}: { intervalMs?: number; now?: () => Date } = {}): SaleCloser {
  let running: Promise<SaleEnd[]> | null = null;
  let stopped = false;

  const tick = (): Promise<SaleEnd[]> => {
    if (stopped || running) return Promise.resolve([]);
    // Inside the promise: a throw (even the clock's) is logged like any failed pass, never escapes the timer.
    running = (async () => closeDueSales(now()))()
      .then((ended) => {
        if (ended.length > 0) log.info(`ended ${ended.length} sale(s)`);
        return ended;
      })
      .catch((error: unknown) => {
        log.error('closing due sales failed', error);
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
