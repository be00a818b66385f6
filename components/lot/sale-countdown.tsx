'use client';

import { useEffect, useState } from 'react';
import { clockOffset, clockText, countdownParts } from '@/lib/domain/countdown';
import { fill } from '@/lib/domain/fill-template';

export interface CountdownLabels {
  /** "Sale starts in {time}" */
  startsIn: string;
  /** "{days} d {time}" */
  days: string;
  started: string;
}

/**
 * The time left until the sale, counted on the server's clock: the first render (server and hydration alike) uses the
 * server's time of the page; after hydration the browser measures its clock's offset from it once and ticks every
 * second, so a wrong clock on the visitor's machine does not move the sale.
 */
export function SaleCountdown({
  saleAt,
  serverNow,
  labels,
}: {
  /** Epoch ms of the sale's start. */
  saleAt: number;
  /** Epoch ms of the server's clock when the page was rendered. */
  serverNow: number;
  labels: CountdownLabels;
}) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const offset = clockOffset(serverNow, Date.now());
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverNow]);

  const parts = countdownParts(saleAt, now);
  const text =
    parts.totalMs === 0
      ? labels.started
      : fill(labels.startsIn, {
          time:
            parts.days > 0
              ? fill(labels.days, { days: parts.days, time: clockText(parts) })
              : clockText(parts),
        });
  return (
    <span role="timer" className="lot-countdown" data-testid="sale-countdown">
      {text}
    </span>
  );
}
