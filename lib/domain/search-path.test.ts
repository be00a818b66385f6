import { decodeQuerySegment } from './route-classifier';
import { searchPathFor } from './search-path';

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
