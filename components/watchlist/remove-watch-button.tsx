'use client';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useToggleWatch } from '@/lib/api/watchlist';
import { useRouter } from '@/lib/i18n/navigation';

export interface RemoveWatchLabels {
  remove: string;
  /** The button's full name for screen readers, naming the vehicle. */
  removeLot: string;
  error: string;
}

/** Takes one lot off the watchlist page: the header badge drops at once, the list re-renders once the server agrees. */
export function RemoveWatchButton({ lotId, labels }: { lotId: number; labels: RemoveWatchLabels }) {
  const toast = useToast();
  const router = useRouter();
  const toggle = useToggleWatch(() => toast('error', labels.error));
  return (
    <Button
      theme="is-red"
      className="watchlist__remove"
      aria-label={labels.removeLot}
      aria-busy={toggle.isPending || undefined}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ lotId, watch: false }, { onSuccess: () => router.refresh() });
      }}
    >
      {labels.remove}
    </Button>
  );
}
