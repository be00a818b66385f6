'use client';

import { fill } from '@/lib/domain/fill-template';
import { useHydrated } from './bid-box/use-hydrated';

/**
 * The sale time in the viewer's own time zone, which only the browser knows: nothing on the server and while
 * hydrating (so the markup matches), the time right after.
 */
export function ViewerSaleTime({
  saleAt,
  intlLocale,
  template,
}: {
  /** ISO instant of the sale. */
  saleAt: string;
  intlLocale: string;
  /** "Your time: {date}" */
  template: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const date = new Intl.DateTimeFormat(intlLocale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(saleAt));
  return (
    <span className="lot-sale__viewer-time" data-testid="viewer-sale-time">
      {fill(template, { date })}
    </span>
  );
}
