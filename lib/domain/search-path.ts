/**
 * The header search form's target (SPEC §2): `/search/q-{encoded query}` with spaces as plus signs; an empty query
 * goes to `/search/`.
 */
export function searchPathFor(text: string): string {
  const query = text.trim().replace(/\s+/g, ' ');
  if (query === '') return '/search/';
  return `/search/q-${encodeURIComponent(query).replace(/%20/g, '+')}`;
}
