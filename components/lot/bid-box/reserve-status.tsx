import type { ReserveState } from '@/lib/domain/reserve';
import './reserve-status.css';

export interface ReserveLabels {
  none: string;
  notMet: string;
  met: string;
}

const KEYS: Record<ReserveState, keyof ReserveLabels> = { none: 'none', 'not-met': 'notMet', met: 'met' };

/**
 * "No reserve", "Reserve not met" or "Reserve met" (issue 26 §4): what a buyer may know of the reserve, never its
 * amount. A polite live region, so that the bidding meeting the reserve is announced where the price moves live.
 */
export function ReserveStatus({
  reserve,
  labels,
  testId = 'reserve-status',
}: {
  reserve: ReserveState;
  labels: ReserveLabels;
  testId?: string;
}) {
  return (
    <p
      className={`reserve-status reserve-status--${reserve}`}
      data-testid={testId}
      data-reserve={reserve}
      role="status"
      aria-live="polite"
    >
      {labels[KEYS[reserve]]}
    </p>
  );
}
