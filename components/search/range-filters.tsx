import type { ReactNode } from 'react';
import { formatCount } from '@/lib/domain/format';
import type { LotFilters } from '@/lib/domain/search-filters';
import {
  dateParam,
  saleDayRange,
  searchHref,
  searchTarget,
  setRange,
  type RangeGroup,
  type SearchLocation,
} from '@/lib/domain/search-state';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { LabeledFacets } from '@/lib/server/search/labeled-facets';
import type { RangeFacets } from '@/lib/server/search/range-facets';
import { odometerText } from './filter-labels';
import { FilterOptionGroup } from './filter-option-group';
import { formatDay, type SearchTexts } from './search-texts';

/**
 * A GET form for a range: it submits to the search without that range (its other filters as hidden fields), so the
 * browser's own form submission writes the range into the URL. Works without JavaScript.
 */
function RangeForm({
  group,
  location,
  filters,
  texts,
  children,
}: {
  group: RangeGroup;
  location: SearchLocation;
  filters: LotFilters;
  texts: SearchTexts;
  children: ReactNode;
}) {
  const { path, params } = searchTarget(location, setRange(filters, group, null, null));
  return (
    <form method="get" action={localizedPath(path, texts.locale)} className="range-form">
      {Object.entries(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="range-form__fields">{children}</div>
      <button type="submit" className="button is-light-blue range-form__apply">
        {texts.page('apply')}
      </button>
    </form>
  );
}

/** Year from/to: two lists of the years that have lots (with their counts), and the chosen bounds. */
export function YearRange({
  location,
  filters,
  years,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  years: LabeledFacets['years'];
  texts: SearchTexts;
}) {
  const counts = new Map(years.map((y) => [Number(y.key), y.cnt]));
  for (const bound of [filters.yearFrom, filters.yearTo])
    if (bound !== null && !counts.has(bound)) counts.set(bound, 0);
  const options = [...counts.keys()].sort((a, b) => b - a);
  const select = (name: 'year_from' | 'year_to', value: number | null, label: string) => (
    <label className="range-form__field">
      <span>{label}</span>
      <select name={name} defaultValue={value === null ? '' : String(value)}>
        <option value="">{texts.page('any')}</option>
        {options.map((year) => (
          <option key={year} value={year}>
            {`${year} (${formatCount(counts.get(year) ?? 0)})`}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="filter-group" aria-labelledby="filter-years" data-testid="filter-years">
      <h2 id="filter-years" className="filter-group__title">
        {texts.groups('years')}
      </h2>
      <RangeForm group="years" location={location} filters={filters} texts={texts}>
        {select('year_from', filters.yearFrom, texts.page('from'))}
        {select('year_to', filters.yearTo, texts.page('to'))}
      </RangeForm>
    </section>
  );
}

/** Odometer: the buckets as links with their counts, and a from/to form for any other range. */
export function OdometerRange({
  location,
  filters,
  buckets,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  buckets: RangeFacets['odometer'];
  texts: SearchTexts;
}) {
  const options = buckets.map((b) => {
    const selected = filters.odometerFrom === b.from && filters.odometerTo === b.to;
    return {
      key: `${b.from}-${b.to ?? ''}`,
      label: odometerText(texts, b.from, b.to),
      cnt: b.cnt,
      selected,
      href: searchHref(
        location,
        setRange(filters, 'odometer', selected ? null : b.from, selected ? null : b.to),
      ),
    };
  });
  return (
    <div className="filter-range" data-testid="filter-odometer-range">
      <FilterOptionGroup
        id="odometer"
        title={texts.groups('odometer')}
        options={options}
        showAllLabel={(count) => texts.page('showAll', { count })}
      />
      <RangeForm group="odometer" location={location} filters={filters} texts={texts}>
        <label className="range-form__field">
          <span>{texts.page('odometerFrom')}</span>
          <input
            type="number"
            name="odometer_from"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={filters.odometerFrom ?? ''}
          />
        </label>
        <label className="range-form__field">
          <span>{texts.page('odometerTo')}</span>
          <input
            type="number"
            name="odometer_to"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={filters.odometerTo ?? ''}
          />
        </label>
      </RangeForm>
    </div>
  );
}

/** Sale date: each sale day as a link with its count, and a from/to form of dates. */
export function SaleDateRange({
  location,
  filters,
  days,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  days: RangeFacets['saleDays'];
  texts: SearchTexts;
}) {
  const options = days.map((d) => {
    const [from, to] = saleDayRange(d.day);
    const selected =
      filters.saleDateFrom?.getTime() === from.getTime() && filters.saleDateTo?.getTime() === to.getTime();
    return {
      key: d.day,
      label: formatDay(d.day, texts.locale),
      cnt: d.cnt,
      selected,
      href: searchHref(location, setRange(filters, 'saleDate', selected ? null : from, selected ? null : to)),
    };
  });
  const dateValue = (date: Date | null, kind: 'from' | 'to') =>
    date ? dateParam(date, kind).slice(0, 10) : '';
  return (
    <div className="filter-range" data-testid="filter-sale-date-range">
      <FilterOptionGroup
        id="saleDate"
        title={texts.groups('saleDate')}
        options={options}
        showAllLabel={(count) => texts.page('showAll', { count })}
      />
      <RangeForm group="saleDate" location={location} filters={filters} texts={texts}>
        <label className="range-form__field">
          <span>{texts.page('from')}</span>
          <input type="date" name="sale_date_from" defaultValue={dateValue(filters.saleDateFrom, 'from')} />
        </label>
        <label className="range-form__field">
          <span>{texts.page('to')}</span>
          <input type="date" name="sale_date_to" defaultValue={dateValue(filters.saleDateTo, 'to')} />
        </label>
      </RangeForm>
    </div>
  );
}
