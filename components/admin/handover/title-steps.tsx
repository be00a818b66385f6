import type { AdminHandover } from '@/lib/schemas/handover';
import { consoleTime, STEP_NAMES } from './handover-texts';

/** The title's five steps with the time each was reached; the current one marked. */
export function TitleSteps({ handover: h }: { handover: AdminHandover }) {
  return (
    <ol className="admin-title-steps" data-testid="admin-title-steps">
      {h.titleSteps.map((s) => (
        <li key={s.step} aria-current={s.step === h.titleStep ? 'step' : undefined} data-step={s.step}>
          <strong>{STEP_NAMES[s.step]}</strong>: {s.at ? consoleTime(s.at) : 'not yet'}
          {s.step === 'mailed' &&
            h.carrier &&
            h.trackingNumber &&
            ` (${h.carrier}, tracking ${h.trackingNumber})`}
        </li>
      ))}
    </ol>
  );
}
