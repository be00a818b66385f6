/** @jest-environment jsdom */
import { REDIRECT_PATH_KEY } from '@/lib/domain/redirect-path';
import { takeSignInTarget } from './after-sign-in';

function visit(search: string) {
  window.history.replaceState(null, '', `/login${search}`);
}

beforeEach(() => window.localStorage.clear());

describe('where a member goes after signing in', () => {
  test('the same-site next of the URL wins and the remembered target is used up', () => {
    window.localStorage.setItem(REDIRECT_PATH_KEY, '/myaccount/bids');
    visit('?next=%2Fes%2Fmyaccount%2Fwatchlist%3Fsort%3Dyear');
    expect(takeSignInTarget('/myaccount/')).toBe('/es/myaccount/watchlist?sort=year');
    expect(window.localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });

  test('without next, the remembered redirectPath is restored', () => {
    window.localStorage.setItem(REDIRECT_PATH_KEY, '/myaccount/bids');
    visit('');
    expect(takeSignInTarget('/myaccount/')).toBe('/myaccount/bids');
  });

  test.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])(
    'another host (%s) is never followed',
    (next) => {
      window.localStorage.setItem(REDIRECT_PATH_KEY, next);
      visit(`?next=${encodeURIComponent(next)}`);
      expect(takeSignInTarget('/myaccount/')).toBe('/myaccount/');
    },
  );
});
