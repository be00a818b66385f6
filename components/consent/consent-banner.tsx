'use client';

import type { CSSProperties } from 'react';
import { ensureAnalyticsCookies, writeConsent } from '@/lib/analytics/browser';
import { useConsent } from '@/components/providers/use-consent';

export interface ConsentLabels {
  message: string;
  accept: string;
  decline: string;
  regionName: string;
}

/*
 * Not a dialog: a named region first in the document (keyboard users reach it first) that does not trap focus. It is
 * fixed to the bottom of the viewport, so appearing after hydration shifts no layout; while it shows, the page gets
 * `scroll-padding-bottom` (app/styles/ui.css), so a focused element is never hidden behind it (WCAG 2.4.11). Both
 * answers look alike (no nudging); targets are at least 44px (WCAG 2.5.8 asks 24px); focus is shown by the site-wide
 * :focus-visible outline.
 */
const regionStyle: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 150,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 0.15)',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px 16px',
  padding: '12px 16px',
  background: 'var(--color-surface, #fff)',
  borderTop: '1px solid var(--color-border, #d9dee5)',
};
const buttonStyle: CSSProperties = {
  minHeight: 44,
  minWidth: 44,
  padding: '8px 20px',
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  background: 'var(--color-brand, #0b4f8a)',
  border: '2px solid var(--color-brand, #0b4f8a)',
  borderRadius: 'var(--radius, 8px)',
  cursor: 'pointer',
};

/** Asks once for analytics consent and remembers the answer (SB.consent); renders nothing once answered. */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const consent = useConsent();
  // undefined: server render or not known yet; a stored answer: nothing to ask.
  if (consent !== null) return null;
  const accept = () => {
    writeConsent('granted');
    ensureAnalyticsCookies();
  };
  return (
    <div role="region" aria-label={labels.regionName} style={regionStyle} data-consent-banner="">
      <p style={{ margin: 0, flex: '1 1 20rem' }}>{labels.message}</p>
      <div style={{ display: 'flex', gap: 12 }}>
        <button type="button" style={buttonStyle} onClick={accept}>
          {labels.accept}
        </button>
        <button type="button" style={buttonStyle} onClick={() => writeConsent('denied')}>
          {labels.decline}
        </button>
      </div>
    </div>
  );
}
