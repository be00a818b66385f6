'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { formatCount } from '@/lib/domain/format';
import { searchPathFor } from '@/lib/domain/search-path';
import { localizedPath } from '@/lib/i18n/localized-path';
import { useLocale, useRouter } from '@/lib/i18n/navigation';
import { useSuggestions } from './use-suggestions';

export interface SearchFormLabels {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
}

/**
 * The header search: submit goes to /search/q-{query} (spaces as +), empty to /search/; a suggestions combobox.
 * Without JavaScript the form itself submits: GET to the search page (in the page's language) with the text as `q`,
 * which the server answers with the same /search/q-{query} page.
 */
export function SearchForm({ labels }: { labels: SearchFormLabels }) {
  const router = useRouter();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(armed, text);
  const listId = `${id}-list`;
  const expanded = open && suggestions.length > 0;

  const go = (path: string) => {
    setOpen(false);
    router.push(path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        suggestions.length === 0 ? -1 : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(suggestions[active]!.link);
    }
  };

  return (
    <form
      role="search"
      className="search-form"
      action={localizedPath('/search', locale)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPathFor(text));
      }}
      onPointerEnter={() => setArmed(true)}
      onFocus={() => setArmed(true)}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={labels.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        maxLength={100}
      />
      <button type="submit" className="search-form__submit" aria-label={labels.submit}>
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.suggestions}
        className="search-form__list"
        hidden={!expanded}
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.type}-${s.link}`}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onPointerDown={(event) => {
              event.preventDefault();
              go(s.link);
            }}
          >
            <span>{s.label}</span>
            {s.cnt !== undefined && <span className="search-form__count">{formatCount(s.cnt)}</span>}
          </li>
        ))}
      </ul>
    </form>
  );
}
