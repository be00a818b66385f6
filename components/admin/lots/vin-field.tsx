'use client';

import { decodeVin, type DecodedVin } from '@/lib/domain/vin-decode';

/** What the VIN typed so far says, in a sentence: how many characters are missing, or whether its check digit holds. */
export function vinStatus(decoded: DecodedVin): { text: string; valid: boolean } {
  const { vin } = decoded;
  if (vin === '') return { text: 'Type the 17 characters of the VIN.', valid: false };
  if (/[IOQ]/.test(vin)) return { text: 'VINs never use the letters I, O or Q.', valid: false };
  if (/[^A-Z0-9]/.test(vin)) return { text: 'Only letters and digits.', valid: false };
  if (vin.length !== 17) return { text: `${vin.length} of 17 characters.`, valid: false };
  if (!decoded.checkDigitValid)
    return {
      text: `Check digit does not match: the 9th character should be ${decoded.expectedCheckDigit ?? '?'}.`,
      valid: false,
    };
  return { text: 'Check digit valid.', valid: true };
}

const countryName = (code: string | null) =>
  code === null ? null : (new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code);

/**
 * The VIN input: as it is typed, the check digit is checked and what the VIN tells (manufacturer, country, model year)
 * is shown, announced politely to screen readers; `onChange` gets the text and what it decodes to (the form fills year
 * and make from it). Pure lib/domain: nothing is sent while typing.
 */
export function VinField({
  id,
  value,
  error,
  modelYear,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  /** The model year the form reads from the VIN (its 30-year cycle chosen), when it reads one. */
  modelYear: number | null;
  disabled?: boolean;
  onChange: (value: string, decoded: DecodedVin) => void;
}) {
  const decoded = decodeVin(value);
  const status = vinStatus(decoded);
  const country = countryName(decoded.country);
  return (
    <div className="field admin-vin">
      <label htmlFor={id}>VIN</label>
      <input
        id={id}
        name="vin"
        value={value}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        aria-invalid={Boolean(error)}
        aria-describedby={[`${id}-status`, error ? `${id}-error` : ''].join(' ').trim()}
        onChange={(event) => {
          const text = event.target.value;
          onChange(text, decodeVin(text));
        }}
      />
      <p
        id={`${id}-status`}
        className={`field-hint admin-vin__status${status.valid ? ' is-valid' : ''}`}
        aria-live="polite"
        data-testid="vin-status"
      >
        {status.text}
        {status.valid && (
          <>
            {' '}
            Manufacturer: <strong data-testid="vin-manufacturer">{decoded.manufacturer ?? 'unknown'}</strong>
            {country && `, made in ${country}`}
            {modelYear !== null && `, model year ${modelYear}`}.
          </>
        )}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
