'use client';

import { useEffect, useState } from 'react';
import { countdownSeconds, liveRemainingMs } from '@/lib/domain/live-countdown';

const TICK_MS = 250;

/**
 * The lot on the block's countdown in the console: drawn from the server's deadline against the server's clock (as the
 * buyers' panel draws it), or, while the lane is paused, frozen at what is left. Not a live region: the lane's state
 * line announces the pause.
 */
export function LaneCountdown({
  countdown,
  paused,
}: {
  countdown: { endsAt: string; offsetMs: number; remainingMs: number };
  paused: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  const remaining = paused
    ? countdown.remainingMs
    : liveRemainingMs(countdown.endsAt, countdown.offsetMs, now);
  return (
    <p>
      <span>{paused ? 'Time left (frozen)' : 'Time left'}</span>{' '}
      <strong
        className={`lane-console__countdown${paused ? ' is-paused' : ''}`}
        data-testid="lane-countdown"
        data-ends-at={paused ? undefined : countdown.endsAt}
      >
        {countdownSeconds(remaining)} s
      </strong>
    </p>
  );
}
