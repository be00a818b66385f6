'use client';

import { useState } from 'react';
import { useMember } from '@/lib/api/member';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { markBuyerPowerVisited, useBuyerPowerPrompt } from './buyer-power-visited';

export interface BuyerPowerPromptLabels {
  label: string;
  message: string;
  link: string;
  dismiss: string;
}

/**
 * SPEC §4's buyer-power prompt: a banner for a member with $0 buying power who has not visited the buyer power page.
 * Dismissing it sets the member's flag, as a visit to /myaccount/bidding-limit does.
 */
export function BuyerPowerPrompt({ labels }: { labels: BuyerPowerPromptLabels }) {
  const { data: member } = useMember();
  const applies = useBuyerPowerPrompt(member);
  const [dismissed, setDismissed] = useState(false);
  if (!member || !applies || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    markBuyerPowerVisited(member.id);
  };
  return (
    <aside
      className="notice--action member-prompt"
      aria-label={labels.label}
      data-testid="buyer-power-prompt"
    >
      <p>
        {labels.message} <Link href="/myaccount/bidding-limit">{labels.link}</Link>
      </p>
      <Button theme="is-light-blue" onClick={dismiss}>
        {labels.dismiss}
      </Button>
    </aside>
  );
}
