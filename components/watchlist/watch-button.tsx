'use client';

import { Button } from '@/components/ui/button';
import { deferred } from '@/components/providers/deferred';
import { StarIcon } from './star-icon';
import type { WatchLabels } from './watch-labels';

interface Props {
  lotId: number;
  labels: WatchLabels;
}

/** Before the browser knows who is signed in: the button as a visitor sees it, waiting (aria-disabled). */
function WaitingWatchButton({ labels }: Props) {
  return (
    <Button
      theme="is-light-blue"
      className="watch-button"
      aria-pressed={false}
      aria-disabled
      title={labels.signIn}
    >
      <StarIcon filled={false} />
      {labels.watch}
    </Button>
  );
}

/**
 * A lot's watch toggle. Lists show many: each would start React Query observers while the page hydrates, yet none can
 * act before member/me answers. So the page paints and hydrates with the waiting button, and the working one (with
 * React Query, in its own chunk) replaces it once the browser is idle.
 */
export const WatchButton = deferred<Props>(
  () => import('./watch-button-live').then((m) => m.ProvidedWatchButton),
  WaitingWatchButton,
);
