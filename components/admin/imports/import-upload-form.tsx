'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiUpload } from '@/lib/api/fetcher';

const IMPORTS_API = '/rest-api/v2/admin/imports';

const FIELD_TEXTS: Record<string, string> = {
  fileRequired: 'Choose a CSV file.',
  notAZip: 'The photos must be one ZIP file.',
  notUtf8: 'The CSV must be UTF-8 text.',
  badHeader: 'The header row cannot be read.',
};

/** What to show for a refused upload: the field's message (a header's missing columns...), else the answer's. */
function refusal(error: unknown): { file?: string; photos?: string; form?: string } {
  if (!(error instanceof ApiRequestError))
    return { form: 'The upload failed: check your connection and retry.' };
  const fields = error.fields ?? {};
  // A key of its own, else a sentence (the header's fault) as it came, else the answer's message (413).
  const text = (key: string | undefined) =>
    key === undefined ? undefined : (FIELD_TEXTS[key] ?? (key.includes(' ') ? key : error.message));
  const found = { file: text(fields.file), photos: text(fields.photos) };
  return found.file || found.photos ? found : { form: error.message };
}

/**
 * The upload of a yard's file: the CSV and an optional photo ZIP, sent as multipart to the imports API; once it is
 * accepted (202) the import's page opens and shows its progress. A refused file says why beside its input.
 */
export function ImportUploadForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; photos?: string; form?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = (name: string) =>
      (event.currentTarget.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0] ?? null;
    const file = chosen('file');
    const photos = chosen('photos');
    if (!file || file.size === 0) {
      setErrors({ file: 'Choose a CSV file.' });
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    if (photos && photos.size > 0) form.append('photos', photos, photos.name);
    setBusy(true);
    setErrors({});
    try {
      const { id } = await apiUpload<{ id: number }>(IMPORTS_API, form);
      router.push(`/admin/imports/${id}`);
    } catch (error) {
      setErrors(refusal(error));
      setBusy(false);
    }
  }

  const described = (name: 'file' | 'photos') =>
    [`import-${name}-hint`, errors[name] ? `import-${name}-error` : ''].join(' ').trim();
  return (
    <form
      className="form"
      method="post"
      action={IMPORTS_API}
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      data-testid="import-form"
    >
      <FormError message={errors.form ?? null} />
      <div className="field">
        <label htmlFor="import-file">CSV file</label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-invalid={Boolean(errors.file)}
          aria-describedby={described('file')}
        />
        <p id="import-file-hint" className="field-hint">
          UTF-8 with a header row, up to 100,000 rows and 200 MB. Required columns: vin, year, make, model,
          primary_damage, odometer, title_type, title_state, branch_id.
        </p>
        {errors.file && (
          <p id="import-file-error" className="field-error" role="alert">
            {errors.file}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="import-photos">Photos (optional ZIP)</label>
        <input
          id="import-photos"
          name="photos"
          type="file"
          accept=".zip,application/zip"
          aria-invalid={Boolean(errors.photos)}
          aria-describedby={described('photos')}
        />
        <p id="import-photos-hint" className="field-hint">
          Photos named {'{stock_number}-{n}'}.jpg (or .png, .webp, .heic) go to the lot with that stock
          number, in the order of n.
        </p>
        {errors.photos && (
          <p id="import-photos-error" className="field-error" role="alert">
            {errors.photos}
          </p>
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={busy}>
          {busy ? 'Uploading…' : 'Import'}
        </Button>
      </div>
    </form>
  );
}
