import { classifyRoute } from './route-classifier';
import { needsSignIn, needsTermsAcceptance } from './route-guards';

const route = (path: string) => classifyRoute(path).route;

describe('route guards', () => {
  test('member pages need a session; password recovery does not; public pages never', () => {
    expect(needsSignIn(route('/myaccount/watchlist'), false)).toBe(true);
    expect(needsSignIn(route('/es/myaccount/'), false)).toBe(true);
    expect(needsSignIn(route('/myaccount/checkout'), false)).toBe(true);
    expect(needsSignIn(route('/myaccount/watchlist'), true)).toBe(false);
    expect(needsSignIn(route('/myaccount/recovery-password'), false)).toBe(false);
    expect(needsSignIn(route('/search/buy-it-now'), false)).toBe(false);
  });
  test('a member with old terms is sent to /terms except from terms, privacy, sign-in and landing pages', () => {
    expect(needsTermsAcceptance(route('/myaccount/bids'), 2, 3)).toBe(true);
    expect(needsTermsAcceptance(route('/'), null, 3)).toBe(true);
    expect(needsTermsAcceptance(route('/terms'), 2, 3)).toBe(false);
    expect(needsTermsAcceptance(route('/privacy-policy'), 2, 3)).toBe(false);
    expect(needsTermsAcceptance(route('/salvage-auto-auction'), 2, 3)).toBe(false);
    expect(needsTermsAcceptance(route('/'), 3, 3)).toBe(false);
    expect(needsTermsAcceptance(route('/'), undefined, 3)).toBe(false);
  });
});
