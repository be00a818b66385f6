'use client';

import { useEffect, useState } from 'react';
import { countdownSeconds, liveRemainingMs } from '@/lib/domain/live-countdown';
import { fill } from '@/lib/domain/fill-template';

const TICK_MS = 250;

/**
 * The lot on the block's countdown, drawn from the server's deadline and the server's clock (offset = server time -
 * local arrival time), so a local clock that is wrong does not matter. Not a live region: a ticking announcement would
 * drown everything else; the state line says what happened.
 */
export function LiveCountdown({
  endsAt,
  offsetMs,
  label,
  template,
}: {
  endsAt: string;
  offsetMs: number;
  label: string;
  /** {seconds} */
  template: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const remaining = liveRemainingMs(endsAt, offsetMs, now);
  const seconds = countdownSeconds(remaining);
  return (
    <p className={`live-countdown${seconds <= 3 ? ' live-countdown--last' : ''}`}>
      <span>{label}</span>{' '}
      <strong data-testid="live-countdown" data-ends-at={endsAt}>
        {fill(template, { seconds })}
      </strong>
    </p>
  );
}
