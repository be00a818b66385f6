import { internalPath } from './received-path';
import { decodeQuerySegment } from './route-classifier';
import { searchPathFor, searchRouteOf } from './search-path';
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
