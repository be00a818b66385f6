/** The save-search control's texts, translated on the server (next-intl stays there). */
export interface SaveSearchLabels {
  save: string;
  /** "Saved as “{name}”": `{name}` is filled in the browser. */
  savedAs: string;
  /** The hint on the link for a visitor: it leads to sign-in. */
  signIn: string;
  nameLabel: string;
  confirm: string;
  cancel: string;
  savedToast: string;
  manage: string;
  /** SavedSearches.errors: by message key (nameRequired...) or error code (already_saved...). */
  errors: Record<string, string> & { generic: string };
}

/** The management list's texts for one search's actions. */
export interface SavedSearchActionLabels {
  rename: string;
  /** The rename field's label, naming the search. */
  renameLabel: string;
  confirm: string;
  cancel: string;
  renamed: string;
  delete: string;
  /** The delete button's full name for screen readers, naming the search. */
  deleteLabel: string;
  deleted: string;
  errors: Record<string, string> & { generic: string };
}

type Key = 'save' | 'signIn' | 'nameLabel' | 'confirm' | 'cancel' | 'savedToast' | 'manage';

/** A SavedSearches translator (next-intl's getTranslations or createTranslator). */
type Translate = {
  (key: Key): string;
  raw(key: 'savedAs' | 'errors'): unknown;
};

/** SavedSearches.errors as one object. */
export function errorLabels(t: Translate): SaveSearchLabels['errors'] {
  return t.raw('errors') as SaveSearchLabels['errors'];
}

export function saveSearchLabels(t: Translate): SaveSearchLabels {
  return {
    save: t('save'),
    savedAs: t.raw('savedAs') as string,
    signIn: t('signIn'),
    nameLabel: t('nameLabel'),
    confirm: t('confirm'),
    cancel: t('cancel'),
    savedToast: t('savedToast'),
    manage: t('manage'),
    errors: errorLabels(t),
  };
}
