'use client';

import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SAVED_SEARCH_NAME_MAX } from '@/lib/domain/saved-search';

/** The one-field form that names a saved search (saving it from a search page, or renaming it), with its error. */
export function SearchNameForm({
  className,
  testId,
  label,
  value,
  onChange,
  onSubmit,
  busy,
  confirm,
  cancel,
  onCancel,
  error,
}: {
  className: string;
  testId?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  confirm: string;
  cancel: string;
  onCancel: () => void;
  error: string | null;
}) {
  const errorId = useId();
  return (
    <form className={className} data-testid={testId} onSubmit={onSubmit} noValidate>
      <label>
        {label}
        <input
          type="text"
          value={value}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <Button type="submit" theme="is-orange" aria-busy={busy || undefined}>
        {confirm}
      </Button>
      <Button onClick={onCancel}>{cancel}</Button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
