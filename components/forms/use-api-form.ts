'use client';

import { useState, type FormEvent } from 'react';
import { submitErrors } from '@/lib/api/form-errors';

interface ApiFormOptions<V, R> {
  /** The id prefix of the form's fields (`${idPrefix}-${field}`), to focus the first bad one. */
  idPrefix: string;
  /** Field -> error key by the shared schema, before anything is sent. */
  validate: (values: V) => Record<string, string>;
  send: (values: V) => Promise<R>;
  /** What follows a success besides `succeeded` (optional). */
  onSuccess?: (result: R, values: V) => void | Promise<void>;
}

/**
 * A form's state: values (kept on every error), error keys per field (`_` for the form as a whole), busy while
 * sending, and `succeeded` from a success until the next edit or submit (for a "Saved." line). Validation runs with
 * the shared schema first; the server's 422 fields come back the same way.
 */
export function useApiForm<V extends Record<string, string | boolean>, R>(
  initial: V,
  { idPrefix, validate, send, onSuccess }: ApiFormOptions<V, R>,
) {
  const [values, setFormValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const focusFirst = (found: Record<string, string>) => {
    const first = Object.keys(found).find((key) => key !== '_');
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSucceeded(false);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const result = await send(values);
      await onSuccess?.(result, values);
      setSucceeded(true);
    } catch (error) {
      const answered = submitErrors(error);
      setErrors(answered);
      focusFirst(answered);
    } finally {
      setBusy(false);
    }
  };

  const setValues: typeof setFormValues = (next) => {
    setSucceeded(false);
    setFormValues(next);
  };
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));

  return { values, set, setValues, errors, busy, succeeded, submit };
}
