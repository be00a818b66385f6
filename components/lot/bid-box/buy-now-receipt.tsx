'use client';

import { useEffect, useRef } from 'react';
import { formatUsd } from '@/lib/domain/format';
import { useLocale } from '@/lib/i18n/navigation';
import type { BuyNowResult } from '@/lib/schemas/bids';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels } from './bid-box-labels';

/** What the member just bought: the price, the total with fees and the day payment is due (in their language). */
export function BuyNowReceipt({ result, labels }: { result: BuyNowResult; labels: BidBoxLabels['buyNow'] }) {
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  // The buy-it-now button this replaces goes away with the sale: keep the keyboard's place here.
  useEffect(() => box.current?.focus(), []);
  const due = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(result.dueAt));
  return (
    <div ref={box} tabIndex={-1} className="buy-now__receipt" data-testid="buy-now-receipt">
      <p>
        <strong>{fill(labels.bought, { price: formatUsd(result.price) })}</strong>
      </p>
      <p>{fill(labels.total, { total: formatUsd(result.total) })}</p>
      <p>{fill(labels.due, { date: due })}</p>
    </div>
  );
}
