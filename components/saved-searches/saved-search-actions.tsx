'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { savedSearchErrorKey, useDeleteSavedSearch, useRenameSavedSearch } from '@/lib/api/saved-searches';
import { SAVED_SEARCH_NAME_MAX } from '@/lib/domain/saved-search';
import { useRouter } from '@/lib/i18n/navigation';
import type { SavedSearchActionLabels } from './saved-search-labels';

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
  const errorId = useId();
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
      <form className="saved-search-actions" onSubmit={onRename} noValidate>
        <label>
          {labels.renameLabel}
          <input
            type="text"
            value={draft}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <Button type="submit" theme="is-orange" aria-busy={rename.isPending || undefined}>
          {labels.confirm}
        </Button>
        <Button
          onClick={() => {
            setEditing(false);
            setDraft(name);
            setError(null);
          }}
        >
          {labels.cancel}
        </Button>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
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
