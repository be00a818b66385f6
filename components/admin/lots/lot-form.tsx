'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import {
  vinDefaults,
  type AdminLotWire,
  type LotFormOptions,
  type LotOption,
} from '@/lib/schemas/admin-lots';
import { lotErrorText } from './lot-form-messages';
import {
  changedFieldsOf,
  formValuesOf,
  lotBodyOf,
  lotFormErrors,
  type LotFormValues,
  type LotTextField,
} from './lot-form-values';
import { VinField } from './vin-field';

const API = '/rest-api/v2/admin/lots';
const SALE_FIELDS = new Set(['saleDate', 'lane', 'branchId']);

/**
 * The check-in form (`lotId` absent: POST, then the new lot's page) and the edit form (PUT of the changed fields, the
 * others kept). Every field the lot page shows; typing the VIN checks it and fills year and make while they are empty
 * or still what the VIN gave. Errors show under their field (the shared schema first, then the server's 422); a 409
 * shows the server's reason. `readOnly` (staff without lots.write) shows the lot without letting it change.
 */
export function LotForm({
  lotId,
  initial,
  options,
  readOnly = false,
}: {
  lotId?: number;
  initial: LotFormValues;
  options: LotFormOptions;
  readOnly?: boolean;
}) {
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [conflict, setConflict] = useState<string | null>(null);
  const filled = useRef<{ year: string; make: string }>({ year: '', make: '' });
  const zoneOf = (branchId: string) =>
    options.branches.find((b) => String(b.id) === branchId)?.timeZone ?? 'UTC';

  const form = useApiForm(initial, {
    idPrefix: 'lot',
    validate: (values) =>
      lotFormErrors(
        values,
        zoneOf(values.branchId),
        lotId === undefined || [...changedFieldsOf(values, saved)].some((f) => SALE_FIELDS.has(f)),
      ),
    send: async (values) => {
      setConflict(null);
      const zone = zoneOf(values.branchId);
      try {
        return lotId === undefined
          ? await apiSend<AdminLotWire>('POST', API, lotBodyOf(values, zone))
          : await apiSend<AdminLotWire>(
              'PUT',
              `${API}/${lotId}`,
              lotBodyOf(values, zone, changedFieldsOf(values, saved)),
            );
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) setConflict(error.message);
        throw error;
      }
    },
    onSuccess: (lot) => {
      if (lotId === undefined) {
        router.push(`/admin/lots/${lot.id}?checked-in=1`);
        return;
      }
      const next = formValuesOf(lot, zoneOf(String(lot.branchId)));
      setSaved(next);
      form.setValues(next);
      router.refresh();
    },
  });
  const { values, set } = form;
  const error = (field: string) =>
    field === '_' && form.errors._ === 'conflict' && conflict ? conflict : lotErrorText(form.errors[field]);

  const changeVin = (vin: string) => {
    const defaults = vinDefaults(vin);
    form.setValues((v) => {
      const next = { ...v, vin };
      // Year and make follow the VIN while they are empty or still what it gave them.
      if (defaults.year !== null && (v.year === '' || v.year === filled.current.year))
        next.year = String(defaults.year);
      if (defaults.make !== null && (v.make === '' || v.make === filled.current.make))
        next.make = defaults.make;
      filled.current = { year: next.year, make: next.make };
      return next;
    });
  };

  const text = (
    name: LotTextField,
    label: string,
    extra: { hint?: string; inputMode?: 'numeric'; list?: string } = {},
  ) => (
    <TextField
      id={`lot-${name}`}
      name={name}
      label={label}
      hint={extra.hint}
      inputMode={extra.inputMode}
      list={extra.list}
      autoComplete="off"
      value={values[name]}
      error={error(name)}
      onChange={(e) => set(name, e.target.value)}
    />
  );
  const select = (name: LotTextField, label: string, choices: LotOption[], empty?: string) => (
    <SelectField
      id={`lot-${name}`}
      name={name}
      label={label}
      value={values[name]}
      error={error(name)}
      onChange={(value) => set(name, value)}
    >
      <option value="">{empty ?? 'Choose…'}</option>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="admin-lot-form__group">
      <legend>{legend}</legend>
      <div className="admin-lot-form__fields">{children}</div>
    </fieldset>
  );
  const branch = options.branches.find((b) => String(b.id) === values.branchId);
  const makeModels = options.models[values.make] ?? [];
  const checkingIn = lotId === undefined;

  return (
    <ApiForm form={form} testId={checkingIn ? 'check-in-form' : 'edit-lot-form'}>
      <fieldset className="admin-lot-form" disabled={readOnly}>
        <legend className="visually-hidden">{checkingIn ? 'Vehicle to check in' : 'Lot details'}</legend>
        <FormError message={error('_')} />
        {group(
          'Vehicle',
          <>
            <VinField
              id="lot-vin"
              value={values.vin}
              error={error('vin')}
              modelYear={vinDefaults(values.vin).year}
              onChange={changeVin}
            />
            {text('year', 'Year', {
              inputMode: 'numeric',
              hint: checkingIn ? 'Filled from the VIN.' : undefined,
            })}
            {text('make', 'Make', {
              list: 'lot-makes',
              hint: checkingIn ? 'Filled from the VIN.' : undefined,
            })}
            {text('model', 'Model', { list: 'lot-models' })}
            {text('trim', 'Trim (optional)')}
            {select('bodyStyle', 'Body style', options.bodyStyle)}
            {select('color', 'Colour', options.color)}
            {text('engine', 'Engine', { hint: 'For example 2.5L I4.' })}
            {select('drive', 'Drive', options.drive)}
            {select('fuel', 'Fuel', options.fuel)}
            {select('transmission', 'Transmission', options.transmission)}
            <datalist id="lot-makes">
              {options.makes.map((make) => (
                <option key={make} value={make} />
              ))}
            </datalist>
            <datalist id="lot-models">
              {makeModels.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
          </>,
        )}
        {group(
          'Condition',
          <>
            {text('odometer', 'Odometer (miles)', { inputMode: 'numeric' })}
            {select('odometerBrand', 'Odometer brand', options.odometerBrand)}
            {select('primaryDamage', 'Primary damage', options.primaryDamage)}
            {select('secondaryDamage', 'Secondary damage', options.primaryDamage, 'None')}
            {select('lossType', 'Loss type', options.lossType)}
            {select('startCode', 'Start code', options.startCode)}
            {select('airbags', 'Airbags', options.airbags, 'Not recorded')}
            <div className="field checkbox">
              <input
                id="lot-hasKeys"
                name="hasKeys"
                type="checkbox"
                checked={values.hasKeys}
                onChange={(e) => set('hasKeys', e.target.checked)}
              />
              <label htmlFor="lot-hasKeys">Keys present</label>
            </div>
          </>,
        )}
        {group(
          'Title',
          <>
            {select('titleType', 'Title type', options.titleType)}
            {select('titleState', 'Title state', options.titleState)}
          </>,
        )}
        {group(
          'Values and prices (whole US dollars)',
          <>
            {text('estimatedRetailValue', 'Estimated retail value', { inputMode: 'numeric' })}
            {text('repairCost', 'Estimated repair cost (optional)', { inputMode: 'numeric' })}
            {text('buyItNowPrice', 'Buy-it-now price (optional)', { inputMode: 'numeric' })}
            {text('reservePrice', 'Reserve price (optional)', { inputMode: 'numeric' })}
          </>,
        )}
        {group(
          'Branch and sale',
          <>
            {select(
              'branchId',
              'Branch',
              options.branches.map((b) => ({ value: String(b.id), label: b.label })),
            )}
            <TextField
              id="lot-saleDate"
              name="saleDate"
              type="datetime-local"
              label="Sale starts (optional)"
              hint={`The branch’s local time${branch ? ` (${branch.timeZone})` : ''}. With a lane, the lot joins that sale.`}
              value={values.saleDate}
              error={error('saleDate')}
              onChange={(e) => set('saleDate', e.target.value)}
            />
            {select(
              'lane',
              'Lane (optional)',
              (branch?.lanes ?? []).map((lane) => ({ value: lane, label: `Lane ${lane}` })),
              'No sale yet',
            )}
          </>,
        )}
      </fieldset>
      {!readOnly && (
        <div className="form__actions">
          <Button type="submit" theme="is-orange" disabled={form.busy}>
            {form.busy ? 'Saving…' : checkingIn ? 'Check in' : 'Save changes'}
          </Button>
          <p className="form__success" role="status" data-testid="lot-saved">
            {form.succeeded && !checkingIn ? 'Saved.' : ''}
          </p>
        </div>
      )}
    </ApiForm>
  );
}
