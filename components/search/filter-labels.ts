import { formatCount } from '@/lib/domain/format';
import type { LotFilters } from '@/lib/domain/search-filters';
import type { ActiveFilter } from '@/lib/domain/search-state';
import type { ChosenLabels } from '@/lib/server/search/search-page-data';
import { formatDay, type SearchTexts } from './search-texts';

/** A range as text: both bounds, only the lower, or only the upper. */
function rangeText(
  texts: SearchTexts,
  keys: [between: string, from: string, to: string],
  from: string | null,
  to: string | null,
): string {
  if (from !== null && to !== null) return texts.page(keys[0], { from, to });
  if (from !== null) return texts.page(keys[1], { from });
  return texts.page(keys[2], { to: to ?? '' });
}

/** The text of an odometer range (inclusive miles). */
export function odometerText(texts: SearchTexts, from: number | null, to: number | null): string {
  if ((from === null || from === 0) && to !== null)
    return texts.page('odometerUpTo', { to: formatCount(to) });
  return rangeText(
    texts,
    ['odometerBetween', 'odometerAtLeast', 'odometerUpTo'],
    from === null ? null : formatCount(from),
    to === null ? null : formatCount(to),
  );
}

/** The text of a chip: what the filter is, in the page's language. */
export function chipLabel(
  chip: ActiveFilter,
  filters: LotFilters,
  chosen: ChosenLabels,
  texts: SearchTexts,
): string {
  switch (chip.kind) {
    case 'text':
      if (chip.field === 'q') return texts.page('text', { text: chip.value });
      if (chip.field === 'vin') return texts.page('vin', { vin: chip.value });
      return texts.page('stockNumber', { number: chip.value });
    case 'list':
      return chosen[chip.group][chip.key] ?? chip.key;
    case 'saleType':
      return texts.groups(chip.key);
    case 'range':
      if (chip.group === 'years')
        return rangeText(
          texts,
          ['yearBetween', 'yearAtLeast', 'yearUpTo'],
          filters.yearFrom === null ? null : String(filters.yearFrom),
          filters.yearTo === null ? null : String(filters.yearTo),
        );
      if (chip.group === 'odometer') return odometerText(texts, filters.odometerFrom, filters.odometerTo);
      return rangeText(
        texts,
        ['saleBetween', 'saleFrom', 'saleUntil'],
        filters.saleDateFrom ? formatDay(filters.saleDateFrom, texts.locale) : null,
        // The model's upper bound is exclusive: the day shown is the last one taken.
        filters.saleDateTo ? formatDay(new Date(filters.saleDateTo.getTime() - 1), texts.locale) : null,
      );
  }
}
