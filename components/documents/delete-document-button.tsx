'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { useRouter } from '@/lib/i18n/navigation';

export interface DeleteDocumentLabels {
  delete: string;
  deleting: string;
  /** Filled with the file's name already. */
  deleteLabel: string;
  deleteConfirm: string;
  failed: string;
}

/** Deletes one of the member's uploads (DELETE member/files/{id}) after a confirmation, then refreshes the list. */
export function DeleteDocumentButton({ id, labels }: { id: number; labels: DeleteDocumentLabels }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(labels.deleteConfirm)) return;
    setBusy(true);
    try {
      await apiSend('DELETE', `member/files/${id}`);
      router.refresh();
    } catch (error) {
      // 404: already gone (another tab); the fresh list shows that.
      if (error instanceof ApiRequestError && error.status === 404) router.refresh();
      else toast('error', labels.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button theme="is-red" onClick={remove} disabled={busy} aria-label={labels.deleteLabel}>
      {busy ? labels.deleting : labels.delete}
    </Button>
  );
}
