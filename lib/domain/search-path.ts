/** The text search's URL, `/search/q-{encoded query}` (SPEC §2), both ways. */
import { classifyRoute, type SearchPreset } from './route-classifier';
import { searchableText } from './search-text';

/**
 * The header search form's target (SPEC §2): `/search/q-{encoded query}` with spaces as plus signs (so a literal `+`
 * travels as `%2B`, a `/` as `%2F`, a `%` as `%25`); an empty query goes to `/search/`. Control characters count as
 * spaces and an unpaired surrogate is dropped (searchableText), so every text has a path.
 */
export function searchPathFor(text: string): string {
  const query = searchableText(text).trim().replace(/\s+/g, ' ');
  if (query === '') return '/search/';
  return `/search/q-${encodeURIComponent(query).replace(/%20/g, '+')}`;
}

/**
 * A search page's route from the path segments after `/search` as Next hands them to the page (each percent-encoded
 * once; middleware keeps SPEC's plus-for-space apart from a literal plus: lib/domain/received-path): the preset, and
 * the path the page answers for (a text search's in searchPathFor's form, whatever form it was asked in). A text
 * search's query is searchable text (searchableText): a NUL or an unpaired surrogate in the path never reaches a
 * heading or the database.
 */
export function searchRouteOf(segments: readonly string[]): { path: string; preset: SearchPreset } {
  const path = `/search${segments.length ? `/${segments.join('/')}` : ''}`;
  const route = classifyRoute(path).route;
  const preset: SearchPreset =
    route.kind === 'search' ? route.preset : { type: 'other', path: segments.join('/') };
  if (preset.type !== 'query') return { path, preset };
  const query = searchableText(preset.query);
  const canonical = searchPathFor(query);
  return { path: canonical === '/search/' ? '/search' : canonical, preset: { type: 'query', query } };
}
