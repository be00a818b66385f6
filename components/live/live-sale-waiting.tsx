'use client';

import { useEffect } from 'react';
import { SaleCountdown, type CountdownLabels } from '@/components/lot/sale-countdown';
import { serverClockOffset } from '@/lib/api/server-clock';
import { useRouter } from '@/lib/i18n/navigation';

/** A lane that sells later today, seen in live mode before its start. */
export interface LiveWaiting {
  /** Epoch ms of the sale's start. */
  startsAt: number;
  /** "The live auction of lane A starts at 10:00 AM CST…", formatted by the server. */
  text: string;
  countdown: CountdownLabels;
}

/** The clock starts a due lane within seconds: look again this long after the start, and as often while it is late. */
export const LOOK_AGAIN_MS = 5_000;
/** A lane this late is not waited for any more (the page still shows the countdown's "started"). */
export const GIVE_UP_AFTER_MS = 10 * 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The live view of a lot whose lane sells later today: the start time and a countdown on the server's clock; once the
 * start has come the page is rendered again (router.refresh) until the server says the lane is live, and the live
 * panel replaces this one.
 */
export function LiveSaleWaiting({ waiting, title }: { waiting: LiveWaiting; title: string }) {
  const router = useRouter();
  const { refresh } = router;
  const { startsAt } = waiting;
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    void serverClockOffset().then((offset) => {
      const serverClock = Date.now() + offset;
      if (stopped || serverClock - startsAt > GIVE_UP_AFTER_MS) return;
      const wait = Math.min(MAX_TIMER_MS, Math.max(0, startsAt - serverClock) + LOOK_AGAIN_MS);
      timer = window.setTimeout(() => refresh(), wait);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [refresh, startsAt]);
  return (
    <section className="live-lot" aria-labelledby="live-lot-waiting-title" data-testid="live-lot-waiting">
      <h3 id="live-lot-waiting-title">{title}</h3>
      <p role="status">{waiting.text}</p>
      <SaleCountdown saleAt={startsAt} labels={waiting.countdown} />
    </section>
  );
}
