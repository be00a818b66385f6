'use client';

import { useEffect, useState } from 'react';
import { countdownSeconds, liveRemainingMs } from '@/lib/domain/live-countdown';
import { fill } from '@/lib/domain/fill-template';

const TICK_MS = 250;

/**
 * The lot on the block's countdown, drawn from the server's deadline and the server's clock (offset = server time -
 * local arrival time), so a local clock that is wrong does not matter; while the lane is paused (`frozenMs`), what was
 * left, not running. Not a live region: a ticking announcement would drown everything else; the state line and the
 * pause notice say what happened.
 */
export function LiveCountdown({
  endsAt,
  offsetMs,
  label,
  template,
  frozenMs,
}: {
  endsAt: string;
  offsetMs: number;
  label: string;
  /** {seconds} */
  template: string;
  /** The lane is paused with this much left: shown as is, without ticking. */
  frozenMs?: number;
}) {
  const frozen = frozenMs !== undefined;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (frozen) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [frozen]);
  const remaining = frozen ? frozenMs : liveRemainingMs(endsAt, offsetMs, now);
  const seconds = countdownSeconds(remaining);
  const className = frozen
    ? 'live-countdown live-countdown--paused'
    : `live-countdown${seconds <= 3 ? ' live-countdown--last' : ''}`;
  return (
    <p className={className}>
      <span>{label}</span>{' '}
      <strong data-testid="live-countdown" data-ends-at={endsAt} data-paused={frozen || undefined}>
        {fill(template, { seconds })}
      </strong>
    </p>
  );
}
