'use client';

import { useRef, useState, type FormEvent } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { apiUpload } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { DOCUMENT_MAX_BYTES, ID_UPLOAD_ACCEPT } from '@/lib/domain/documents';
import type { Locale } from '@/lib/domain/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { documentErrors } from './document-errors';

export interface IdUploadLabels {
  file: string;
  hint: string;
  submit: string;
  sending: string;
  done: string;
  /** Error key -> message; `generic` for anything unexpected. */
  errors: Record<string, string> & { generic: string };
}

/** The field's problem before anything is sent: no file, or one past the size limit. */
function checkFile(file: File | undefined): string | null {
  if (!file || file.size === 0) return 'fileRequired';
  if (file.size > DOCUMENT_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/**
 * Upload an id (POST member/ids, multipart, with the page's `locale`). The size is checked here first; the type is
 * the server's call (it reads the content), and its refusal comes back as the field's message. A success empties the
 * field and refreshes the list (where the new id shows as waiting for review).
 * The form is the shared ApiForm; its state stays here rather than in useApiForm, whose values are strings: the file
 * is read from the input, its refusals map through documentErrors (413, 404 and fields on any status), and choosing
 * another file clears the message.
 */
export function IdUploadForm({ labels, locale }: { labels: IdUploadLabels; locale?: Locale }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const file = input.current?.files?.[0];
    const problem = checkFile(file);
    if (problem || !file) {
      setErrors({ file: problem ?? 'fileRequired' });
      input.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      // The page's language: staff's decision on the id is e-mailed in it.
      if (locale) form.append('locale', locale);
      await apiUpload('member/ids', form);
      if (input.current) input.current.value = '';
      setDone(true);
      router.refresh();
    } catch (error) {
      const found = documentErrors(error);
      setErrors(found);
      if (found.file) input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const fileError = messageFor(errors.file, labels.errors);
  const describedBy = [fileError ? 'id-upload-file-error' : '', 'id-upload-file-hint'].join(' ').trim();
  return (
    <ApiForm form={{ submit, busy }} testId="id-upload-form">
      <FormError message={messageFor(errors._, labels.errors)} />
      <div className="field">
        <label htmlFor="id-upload-file">{labels.file}</label>
        <input
          ref={input}
          id="id-upload-file"
          name="file"
          type="file"
          accept={ID_UPLOAD_ACCEPT}
          aria-invalid={Boolean(fileError)}
          aria-describedby={describedBy}
          onChange={() => {
            setDone(false);
            setErrors({});
          }}
        />
        <p id="id-upload-file-hint" className="field-hint">
          {labels.hint}
        </p>
        {fileError && (
          <p id="id-upload-file-error" className="field-error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={busy}>
          {busy ? labels.sending : labels.submit}
        </Button>
        <p className="form__success" role="status" data-testid="id-upload-done">
          {done ? labels.done : ''}
        </p>
      </div>
    </ApiForm>
  );
}
