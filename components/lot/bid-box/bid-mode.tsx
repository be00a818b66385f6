'use client';

import { useId } from 'react';
import type { BidBoxLabels } from './bid-box-labels';

export type BidMode = 'max' | 'total';

/** "How do you want to bid?": a maximum bid, or my total with the fees (issue 26 §1); two radio buttons. */
export function BidModeSwitch({
  mode,
  onMode,
  labels,
}: {
  mode: BidMode;
  onMode: (mode: BidMode) => void;
  labels: BidBoxLabels['byTotal'];
}) {
  const name = useId();
  return (
    <fieldset className="bid-mode" data-testid="bid-mode">
      <legend>{labels.legend}</legend>
      {(['max', 'total'] as const).map((value) => (
        <label key={value} className="bid-mode__choice">
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => onMode(value)}
          />{' '}
          {value === 'max' ? labels.modeMax : labels.modeTotal}
        </label>
      ))}
    </fieldset>
  );
}
