'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api/fetcher';
import { EXPORT_COUNTRIES, type ExportCountry } from '@/lib/domain/business-rules';
import { fill } from '@/lib/domain/fill-template';
import { formatCount, formatUsd } from '@/lib/domain/format';
import { isRtl, toIntlLocale } from '@/lib/domain/locales';
import type { ShippingDestination } from '@/lib/domain/shipping-estimate';
import { useLocale } from '@/lib/i18n/navigation';
import type { LotShippingEstimate } from '@/lib/schemas/shipping';
import type { BidBoxLabels } from './bid-box-labels';
import './shipping-estimate-panel.css';

type Labels = BidBoxLabels['shippingEstimate'];
type Problem = 'zipInvalid' | 'zipUnknown' | 'required' | 'error';

/** First-strong isolation (FSI ... PDI): a Latin place name keeps its order inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The estimate as one sentence: inland to the ZIP, or inland to the port and then by sea. In a right-to-left
 * language the place names are isolated, so "Dallas, TX" does not swap its parts around the comma.
 */
export function estimateSentence(
  estimate: LotShippingEstimate,
  labels: Labels,
  countryName: string,
  rtl = false,
): string {
  const name = rtl ? isolate : (text: string) => text;
  const yard = name(`${estimate.yard.city}, ${estimate.yard.state}`);
  const miles = formatCount(estimate.miles);
  if (!estimate.port) {
    return fill(labels.inland, {
      total: formatUsd(estimate.total),
      yard,
      place: name(estimate.place ?? ''),
      miles,
    });
  }
  return fill(labels.export, {
    total: formatUsd(estimate.total),
    inland: formatUsd(estimate.inland),
    yard,
    port: name(estimate.port.name),
    miles,
    ocean: formatUsd(estimate.ocean),
    country: countryName,
  });
}

function problemOf(error: unknown): Problem {
  if (error instanceof ApiRequestError && error.status === 422) {
    return error.fields?.zip === 'zipUnknown' ? 'zipUnknown' : 'zipInvalid';
  }
  return 'error';
}

/**
 * "Shipping estimate" on the lot page (issue 26 §2): a US ZIP or an export country; the estimate in one sentence, an
 * estimate's note, and whether it counts in the total cost table and in a bid on the total. The destination is kept
 * by the bid box (for a member on the account, for a visitor in the browser).
 */
export function ShippingEstimatePanel({
  destination,
  onDestination,
  estimate,
  loading,
  error,
  included,
  onIncluded,
  labels,
}: {
  destination: ShippingDestination | null;
  onDestination: (next: ShippingDestination | null) => void;
  estimate: LotShippingEstimate | null;
  loading: boolean;
  error: unknown;
  included: boolean;
  onIncluded: (included: boolean) => void;
  labels: Labels;
}) {
  const id = useId();
  const locale = useLocale();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([toIntlLocale(locale)], { type: 'region' });
    return EXPORT_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, toIntlLocale(locale)),
    );
  }, [locale]);
  const [zip, setZip] = useState(destination && 'zip' in destination ? destination.zip : '');
  const [country, setCountry] = useState(destination && 'country' in destination ? destination.country : '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const shown = problem ?? (error ? problemOf(error) : null);
  const countryName =
    estimate && 'country' in estimate.destination
      ? (countries.find((c) => c.code === (estimate.destination as { country: string }).country)?.name ?? '')
      : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = zip.trim();
    if (typed !== '' && !/^\d{5}$/.test(typed)) return setProblem('zipInvalid');
    if (typed === '' && country === '') return setProblem('required');
    setProblem(null);
    onDestination(typed !== '' ? { zip: typed } : { country: country as ExportCountry });
  }

  function clear() {
    setZip('');
    setCountry('');
    setProblem(null);
    onDestination(null);
  }

  const errorId = `${id}-error`;
  return (
    <section className="shipping-estimate" aria-labelledby={`${id}-title`} data-testid="shipping-estimate">
      <h4 id={`${id}-title`}>{labels.title}</h4>
      <form className="shipping-estimate__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-zip`}>{labels.zip}</label>
          <input
            id={`${id}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            aria-invalid={shown === 'zipInvalid' || shown === 'zipUnknown'}
            aria-describedby={shown ? errorId : undefined}
            onChange={(event) => {
              setZip(event.target.value);
              if (event.target.value !== '') setCountry('');
              setProblem(null);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-country`}>{labels.country}</label>
          <select
            id={`${id}-country`}
            name="country"
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              if (event.target.value !== '') setZip('');
              setProblem(null);
            }}
          >
            <option value="">{labels.countryNone}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="shipping-estimate__buttons">
          <Button type="submit">{labels.submit}</Button>
          {destination && (
            <Button type="button" onClick={clear}>
              {labels.clear}
            </Button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite" data-testid="shipping-estimate-result">
        {shown ? (
          <p id={errorId} className="field-error">
            {labels[shown]}
          </p>
        ) : loading ? (
          <p className="field-hint">{labels.loading}</p>
        ) : (
          estimate && (
            <>
              <p className="shipping-estimate__sentence">
                {estimateSentence(estimate, labels, countryName, isRtl(locale))}
              </p>
              <p className="field-hint">{labels.note}</p>
            </>
          )
        )}
      </div>
      {estimate && !shown && (
        <label className="shipping-estimate__include">
          <input type="checkbox" checked={included} onChange={(event) => onIncluded(event.target.checked)} />{' '}
          {labels.include}
        </label>
      )}
    </section>
  );
}
