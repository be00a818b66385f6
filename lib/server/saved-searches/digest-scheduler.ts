import 'server-only';
import { logger } from '@/lib/log';
import { sendSavedSearchDigests, type DigestSent } from './digest';

const log = logger('saved-search-digest');

/** How often the web process looks for digests to send (each member still gets at most one a day). */
export const DIGEST_PASS_INTERVAL_MS = 60 * 60 * 1000;
/** The first pass, a little after start (not in the middle of the start's own work). */
const FIRST_PASS_DELAY_MS = 60 * 1000;

export interface DigestScheduler {
  /** Runs one pass now (skipped while another runs); resolves with what it sent. */
  tick(): Promise<DigestSent[]>;
  /** Stops the timers and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * The web process's saved-search digest: a pass a minute after start, then every `intervalMs`. Never two passes at once
 * in a process; several processes are safe (digestForMember locks the member's searches). A failed pass is logged and
 * the next one tries again. The timers do not keep the process alive.
 */
export function startDigestScheduler({
  intervalMs = DIGEST_PASS_INTERVAL_MS,
  firstDelayMs = FIRST_PASS_DELAY_MS,
  now = () => new Date(),
}: { intervalMs?: number; firstDelayMs?: number; now?: () => Date } = {}): DigestScheduler {
  let running: Promise<DigestSent[]> | null = null;
  let stopped = false;

  const tick = (): Promise<DigestSent[]> => {
    if (stopped || running) return Promise.resolve([]);
    running = (async () => sendSavedSearchDigests(now()))()
      .then((sent) => {
        if (sent.length > 0) log.info(`sent ${sent.length} saved-search digest(s)`);
        return sent;
      })
      .catch((error: unknown) => {
        log.error('saved-search digest pass failed', error);
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const first = setTimeout(() => void tick(), firstDelayMs);
  first.unref();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
