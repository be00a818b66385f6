import { safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  test('same-site paths are kept with their query and hash', () => {
    expect(safeRedirectPath('/myaccount/watchlist')).toBe('/myaccount/watchlist');
    expect(safeRedirectPath('/es/search?makes=toyota#results')).toBe('/es/search?makes=toyota#results');
  });
  test('other hosts and tricks are refused', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'myaccount',
      '/a\nb',
      '',
      null,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});
