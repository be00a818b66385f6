import 'server-only';
import { startIntervalRunner } from '../scheduling/interval-runner';
import { sendSavedSearchDigests, type DigestSent } from './digest';

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
 * the next one tries again. The timers do not keep the process alive (the interval runner's rules).
 */
export function startDigestScheduler({
  intervalMs = DIGEST_PASS_INTERVAL_MS,
  firstDelayMs = FIRST_PASS_DELAY_MS,
  now = () => new Date(),
}: { intervalMs?: number; firstDelayMs?: number; now?: () => Date } = {}): DigestScheduler {
  const runner = startIntervalRunner<DigestSent[]>({
    scope: 'saved-search-digest',
    run: () => sendSavedSearchDigests(now()),
    intervalMs,
    firstDelayMs,
    idle: () => [],
    failureMessage: 'saved-search digest pass failed',
    describe: (sent) => (sent.length > 0 ? `sent ${sent.length} saved-search digest(s)` : null),
  });
  return { tick: runner.runNow, stop: runner.stop };
}
