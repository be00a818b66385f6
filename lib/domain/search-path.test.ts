import fc from 'fast-check';
import { isSafeText } from '@/lib/domain/safe-text';
import { lotFiltersFromParams } from './lot-search-query';
import { internalPath } from './received-path';
import { decodeQuerySegment } from './route-classifier';
import { presetFilters } from './search-filters';
import { searchPathFor, searchRouteOf } from './search-path';
import { EMPTY_VOCABULARY } from './search-salvage';
import { searchableText } from './search-text';
import { NASTY_TEXTS } from '@/test/nasty-texts';

/** The page's route for a path sent by a browser: middleware's rewrite (next-intl decodes it), then Next's params. */
function pageRouteOf(path: string) {
  const received = new URL(path, 'http://localhost').pathname;
  let rewrite = received; // next-intl passes a path it cannot decode through as it came
  try {
    rewrite = new URL(`/en${decodeURI(received)}`, 'http://localhost').pathname;
  } catch {}
  const internal = internalPath(received, rewrite);
  // Next matches the encoded path, decodes each segment, and hands it to the page encoded again.
  const segments = internal
    .split('/')
    .slice(3)
    .map((s) => encodeURIComponent(decodeURIComponent(s)));
  return searchRouteOf(segments);
}

describe('searchPathFor', () => {
  test('spaces become plus signs', () => {
    expect(searchPathFor('toyota camry 2018')).toBe('/search/q-toyota+camry+2018');
  });
  test('an empty or blank query goes to /search/', () => {
    expect(searchPathFor('')).toBe('/search/');
    expect(searchPathFor('   ')).toBe('/search/');
  });
  test('other characters are percent-encoded and the route decodes them back', () => {
    for (const text of ['a+b c', 'Škoda Octavia', 'лада 2107', '50%/off?', '#1 | 2']) {
      const path = searchPathFor(text);
      expect(path).toMatch(/^\/search\/q-[^ /?#]+$/);
      expect(decodeQuerySegment(path.slice('/search/q-'.length))).toBe(text);
    }
  });
  test('runs of spaces fold to one', () => {
    expect(searchPathFor('  ford   f-150 ')).toBe('/search/q-ford+f-150');
  });
});

describe('a text search round-trips through its path', () => {
  test.each(NASTY_TEXTS.map((t) => [JSON.stringify(t).slice(0, 40), t]))('%s', (_, text) => {
    const expected = searchableText(text).trim().replace(/\s+/g, ' ');
    const path = searchPathFor(text);
    const { preset, path: canonical } = pageRouteOf(path);
    if (expected === '') {
      expect(path).toBe('/search/');
      expect(preset).toEqual({ type: 'all' });
      return;
    }
    expect(path).toMatch(/^\/search\/q-[A-Za-z0-9\-_.!~*'()%+]+$/);
    expect(preset).toEqual({ type: 'query', query: expected });
    expect(canonical).toBe(path);
  });

  test('a hand-typed path: plus is a space, %2B a plus, a bare % a percent, %2F a slash in the text', () => {
    const query = (path: string) => pageRouteOf(path).preset;
    expect(query('/search/q-toyota+camry')).toEqual({ type: 'query', query: 'toyota camry' });
    expect(query('/search/q-a%2Bb')).toEqual({ type: 'query', query: 'a+b' });
    expect(query('/search/q-100%25')).toEqual({ type: 'query', query: '100%' });
    expect(query('/search/q-100%')).toEqual({ type: 'query', query: '100%' });
    expect(query('/search/q-a%2Fb')).toEqual({ type: 'query', query: 'a/b' });
    expect(query('/search/q-%23123')).toEqual({ type: 'query', query: '#123' });
    expect(query('/search/q-a%20b')).toEqual({ type: 'query', query: 'a b' });
    expect(pageRouteOf('/search/q-a%20b').path).toBe('/search/q-a+b');
  });

  test('the other search routes keep their path', () => {
    expect(pageRouteOf('/search/location-state-tx')).toEqual({
      path: '/search/location-state-tx',
      preset: { type: 'state', state: 'tx' },
    });
    expect(pageRouteOf('/search/a/b')).toEqual({
      path: '/search/a/b',
      preset: { type: 'other', path: 'a/b' },
    });
    expect(searchRouteOf([])).toEqual({ path: '/search', preset: { type: 'all' } });
  });
});

describe('a NUL or an unpaired surrogate in a search page’s path or query never reaches the database', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 30 });
  const qOf = (segments: string[]) => presetFilters(searchRouteOf(segments).preset, EMPTY_VOCABULARY).q ?? '';

  test('the text of /search/q-… is stripped, by path and by segment', () => {
    expect(pageRouteOf('/search/q-a%00b')).toEqual({
      path: '/search/q-a+b',
      preset: { type: 'query', query: 'a b' },
    });
    expect(searchRouteOf(['q-%00'])).toEqual({ path: '/search', preset: { type: 'query', query: ' ' } });
    expect(searchRouteOf(['q-a\uD800b'])).toEqual({
      path: '/search/q-ab',
      preset: { type: 'query', query: 'ab' },
    });
    expect(qOf(['q-honda%00civic%01'])).toBe('honda civic');
    expect(qOf(['q-%00'])).toBe('');
    // %ED%A0%80 is a surrogate in UTF-8, which cannot be decoded: the raw text is searched.
    expect(qOf(['q-%ED%A0%80'])).toBe('%ED%A0%80');
  });

  test('an unknown /salvage-{slug} is searched as stripped text', () => {
    expect(presetFilters({ type: 'salvage', slug: 'a\u0000b-\uDC00c' }, EMPTY_VOCABULARY).q).toBe('a b c');
  });

  test('?q= on a search page is stripped too', () => {
    expect(lotFiltersFromParams({ q: '\u0000' }).q).toBe('');
    expect(lotFiltersFromParams({ q: 'a\u0000b\uD800' }).q).toBe('a b');
  });

  test('for any text: what a search page asks the database for is text PostgreSQL keeps', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isSafeText(qOf([`q-${text}`]))).toBe(true);
        expect(isSafeText(qOf([`q-${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`]))).toBe(true);
        expect(isSafeText(lotFiltersFromParams({ q: text }).q)).toBe(true);
        expect(isSafeText(searchRouteOf([`q-${text}`]).path)).toBe(true);
      }),
    );
  });
});
