'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { BidBoxLabels } from './bid-box-labels';
import { useShippingWidget } from './use-shipping-widget';

/**
 * "Need it shipped?": a link to the shipping partner's quote page (a new tab). A member may hide it (remembered on the
 * account, for every lot) and show it again; a visitor always sees it.
 */
export function ShippingWidget({
  lotId,
  url,
  isMember,
  enabled,
  labels,
}: {
  lotId: number;
  url: string;
  isMember: boolean;
  enabled: boolean;
  labels: BidBoxLabels['shipping'];
}) {
  const id = useId();
  const toast = useToast();
  const toggle = useShippingWidget(lotId, () => toast('error', labels.error));
  const shown = !isMember || enabled;
  // After Hide or Show the pressed button is gone: move focus to the one that replaced it.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    document.getElementById(`${id}-${shown ? 'hide' : 'show'}`)?.focus();
  }, [id, shown]);

  function set(next: boolean) {
    moveFocus.current = true;
    toggle.mutate(next);
  }

  if (!shown) {
    return (
      <Button id={`${id}-show`} className="shipping-widget__show" onClick={() => set(true)}>
        {labels.show}
      </Button>
    );
  }
  return (
    <div className="shipping-widget" data-testid="shipping-widget">
      <p className="shipping-widget__title">{labels.title}</p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {labels.link}
        <span className="visually-hidden"> {labels.newTab}</span>
      </a>
      {isMember && (
        <Button id={`${id}-hide`} className="shipping-widget__hide" onClick={() => set(false)}>
          {labels.hide}
        </Button>
      )}
    </div>
  );
}
