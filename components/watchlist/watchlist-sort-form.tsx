import { getTranslations } from 'next-intl/server';
import { SORT_DIRECTIONS, WATCHLIST_SORTS, type WatchlistQuery } from '@/lib/schemas/watchlist';

/** Sort key and order as a plain GET form: it works without JavaScript and starts again at page 1. */
export async function WatchlistSortForm({ query }: { query: WatchlistQuery }) {
  const t = await getTranslations('Watchlist');
  return (
    <form method="get" className="watchlist-sort" data-testid="watchlist-sort">
      <div className="field">
        <label htmlFor="watchlist-sort">{t('sortBy')}</label>
        <select id="watchlist-sort" name="sort" defaultValue={query.sort}>
          {WATCHLIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="watchlist-direction">{t('direction')}</label>
        <select id="watchlist-direction" name="sort_direction" defaultValue={query.direction}>
          {SORT_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {t(direction)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button is-light-blue">
        {t('apply')}
      </button>
    </form>
  );
}
