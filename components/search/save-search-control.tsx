import { getTranslations } from 'next-intl/server';
import { saveSearchLabels } from '@/components/saved-searches/saved-search-labels';
import type { Locale } from '@/lib/domain/locales';
import { savedSearchQuery } from '@/lib/domain/saved-search';
import type { LotFilters } from '@/lib/domain/search-filters';
import { SaveSearchButton } from './save-search-button';
import '@/components/saved-searches/saved-searches.css';

/**
 * "Save this search" on a search page: the page's whole filter state (route preset plus query) in the canonical
 * saved-search form, and the heading as the suggested name. Who is signed in is known in the browser only (the page's
 * HTML is the same for everyone).
 */
export async function SaveSearchControl({
  filters,
  heading,
  locale,
}: {
  filters: LotFilters;
  heading: string;
  locale: Locale;
}) {
  const t = await getTranslations('SavedSearches');
  return (
    <SaveSearchButton
      query={savedSearchQuery(filters)}
      suggestedName={heading}
      locale={locale}
      labels={saveSearchLabels(t)}
    />
  );
}
