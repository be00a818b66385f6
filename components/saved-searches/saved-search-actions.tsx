'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { savedSearchErrorKey, useDeleteSavedSearch, useRenameSavedSearch } from '@/lib/api/saved-searches';
import { useRouter } from '@/lib/i18n/navigation';
import type { SavedSearchActionLabels } from './saved-search-labels';
import { SearchNameForm } from './search-name-form';

/**
 * Rename (a small form) and delete for one saved search of the account page; the list renders again once the server
 * has agreed. A refused name stays in the field with the reason beside it.
 */
export function SavedSearchActions({
  id,
  name,
  labels,
}: {
  id: number;
  name: string;
  labels: SavedSearchActionLabels;
}) {
  const router = useRouter();
  const toast = useToast();
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const message = (failure: unknown) => labels.errors[savedSearchErrorKey(failure)] ?? labels.errors.generic;

  function onRename(event: FormEvent) {
    event.preventDefault();
    if (rename.isPending) return;
    if (!draft.trim()) {
      setError(labels.errors.nameRequired ?? labels.errors.generic);
      return;
    }
    setError(null);
    rename.mutate(
      { id, name: draft },
      {
        onSuccess: () => {
          setEditing(false);
          toast('success', labels.renamed);
          router.refresh();
        },
        onError: (failure) => setError(message(failure)),
      },
    );
  }

  function onDelete() {
    if (remove.isPending) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast('success', labels.deleted);
        router.refresh();
      },
      onError: (failure) => toast('error', message(failure)),
    });
  }

  if (editing) {
    return (
      <SearchNameForm
        className="saved-search-actions"
        label={labels.renameLabel}
        value={draft}
        onChange={setDraft}
        onSubmit={onRename}
        busy={rename.isPending}
        confirm={labels.confirm}
        cancel={labels.cancel}
        onCancel={() => {
          setEditing(false);
          setDraft(name);
          setError(null);
        }}
        error={error}
      />
    );
  }

  return (
    <div className="saved-search-actions">
      <Button onClick={() => setEditing(true)}>{labels.rename}</Button>
      <Button
        theme="is-red"
        aria-label={labels.deleteLabel}
        aria-busy={remove.isPending || undefined}
        onClick={onDelete}
      >
        {labels.delete}
      </Button>
    </div>
  );
}
