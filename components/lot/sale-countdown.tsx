'use client';

import { useEffect, useState } from 'react';
import { serverClockOffset } from '@/lib/api/server-clock';
import { clockText, countdownParts } from '@/lib/domain/countdown';
import { fill } from '@/lib/domain/fill-template';

export interface CountdownLabels {
  /** "Sale starts in {time}" */
  startsIn: string;
  /** "{days} d {time}" */
  days: string;
  started: string;
}

/**
 * The time left until the sale, counted on the server's clock. The page around it is cached, so the server renders
 * the timer blank (the sale time is written beside it); after hydration the browser measures its clock's offset from
 * the server's once (lib/api/server-clock) and ticks every second, so a wrong clock on the visitor's machine does not
 * move the sale.
 */
export function SaleCountdown({
  saleAt,
  labels,
}: {
  /** Epoch ms of the sale's start. */
  saleAt: number;
  labels: CountdownLabels;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    void serverClockOffset().then((offset) => {
      if (stopped) return;
      const tick = () => setNow(Date.now() + offset);
      tick();
      timer = window.setInterval(tick, 1000);
    });
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  // Until the clock is measured, a no-break space holds the line, so the text arriving moves nothing below it.
  let text = '\u00a0';
  if (now !== null) {
    const parts = countdownParts(saleAt, now);
    text =
      parts.totalMs === 0
        ? labels.started
        : fill(labels.startsIn, {
            time:
              parts.days > 0
                ? fill(labels.days, { days: parts.days, time: clockText(parts) })
                : clockText(parts),
          });
  }
  return (
    <span role="timer" className="lot-countdown" data-testid="sale-countdown">
      {text}
    </span>
  );
}
