'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { useRouter } from '@/lib/i18n/navigation';

export interface CancelUpgradeLabels {
  cancel: string;
  cancelling: string;
  cancelled: string;
  failed: string;
}

/** Cancels the member's upgrade awaiting payment (unsubscribe), then shows the page again without it. */
export function CancelUpgradeButton({ labels }: { labels: CancelUpgradeLabels }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await apiSend('POST', '/rest-api/v2/account/membership/unsubscribe');
      toast('success', labels.cancelled);
      router.refresh();
    } catch (error) {
      // 404: already cancelled (another tab): the fresh page shows that.
      if (error instanceof ApiRequestError && error.status === 404) router.refresh();
      else toast('error', labels.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button theme="is-red" onClick={cancel} disabled={busy} data-testid="cancel-upgrade">
      {busy ? labels.cancelling : labels.cancel}
    </Button>
  );
}
