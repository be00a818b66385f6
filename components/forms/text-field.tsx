import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  /** The message shown under the field (already translated); marks the field invalid. */
  error?: string | null;
  hint?: string;
}

function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined;
}

function FieldText({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and its error message, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <FieldText id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled textarea with its hint and its error message, wired for screen readers. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
      <FieldText id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled select with its hint and its error message. */
export function SelectField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  name,
  autoComplete,
  children,
}: FieldProps & {
  value: string;
  name: string;
  autoComplete?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      <FieldText id={id} error={error} hint={hint} />
    </div>
  );
}
