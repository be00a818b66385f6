'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { SaveSearchLabels } from '@/components/saved-searches/saved-search-labels';
import { SearchNameForm } from '@/components/saved-searches/search-name-form';
import { useMember } from '@/lib/api/member';
import {
  openSavedSearch,
  savedSearchErrorKey,
  useSaveSearch,
  useSavedSearches,
} from '@/lib/api/saved-searches';
import type { Locale } from '@/lib/domain/locales';
import { REDIRECT_PATH_KEY, safeRedirectPath } from '@/lib/domain/redirect-path';
import { SAVED_SEARCH_NAME_MAX, sameSearch } from '@/lib/domain/saved-search';
import { Link } from '@/lib/i18n/navigation';

const subscribeNothing = () => () => {};

/** False while hydrating, true afterwards: the server's HTML never knows the member. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** Records once per page that the member looked at this saved search (its "new" count restarts). */
function useRecordView(id: number | undefined, locale: Locale) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || recorded.current === id) return;
    recorded.current = id;
    openSavedSearch(id, locale).catch(() => undefined);
  }, [id, locale]);
}

/**
 * Saves the search the page shows. A visitor gets a link to sign in (back here afterwards); a member whose saved
 * searches already hold this one sees its name and a link to manage them (and the look is recorded); otherwise a
 * button opens a small form asking for the name, the page heading suggested.
 */
export function SaveSearchButton({
  query,
  suggestedName,
  locale,
  labels,
}: {
  query: Record<string, string>;
  suggestedName: string;
  locale: Locale;
  labels: SaveSearchLabels;
}) {
  const hydrated = useHydrated();
  const member = useMember();
  const signedIn = hydrated && Boolean(member.data);
  const saved = useSavedSearches(signedIn);
  const save = useSaveSearch();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(suggestedName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [error, setError] = useState<string | null>(null);
  const match = signedIn ? saved.data?.items.find((item) => sameSearch(item.query, query)) : undefined;
  const ready = hydrated && !member.isPending && !(signedIn && saved.isPending);
  useRecordView(match?.id, locale);

  if (ready && !signedIn) {
    const here = safeRedirectPath(`${window.location.pathname}${window.location.search}`) ?? '/';
    return (
      <div className="save-search">
        <Link
          href={`/login?next=${encodeURIComponent(here)}`}
          className="button is-light-blue save-search__button"
          title={labels.signIn}
          onClick={() => window.localStorage.setItem(REDIRECT_PATH_KEY, here)}
        >
          {labels.save}
        </Link>
      </div>
    );
  }

  if (match) {
    return (
      <div className="save-search" data-testid="save-search">
        <p className="save-search__saved" role="status">
          {labels.savedAs.replace('{name}', match.name)} ·{' '}
          <Link href="/myaccount/saved-searches">{labels.manage}</Link>
        </p>
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (!name.trim()) {
      setError(labels.errors.nameRequired ?? labels.errors.generic);
      return;
    }
    setError(null);
    save.mutate(
      { name, query, locale },
      {
        onSuccess: () => {
          setEditing(false);
          toast('success', labels.savedToast);
        },
        onError: (failure) => {
          const key = savedSearchErrorKey(failure);
          setError(labels.errors[key] ?? labels.errors.generic);
        },
      },
    );
  }

  if (!editing) {
    return (
      <div className="save-search" data-testid="save-search">
        <Button
          className="save-search__button"
          aria-disabled={ready ? undefined : true}
          onClick={() => {
            if (ready) setEditing(true);
          }}
        >
          {labels.save}
        </Button>
      </div>
    );
  }

  return (
    <SearchNameForm
      className="save-search save-search__form"
      testId="save-search"
      label={labels.nameLabel}
      value={name}
      onChange={setName}
      onSubmit={onSubmit}
      busy={save.isPending}
      confirm={labels.confirm}
      cancel={labels.cancel}
      onCancel={() => {
        setEditing(false);
        setError(null);
      }}
      error={error}
    />
  );
}
