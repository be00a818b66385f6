import type { RouteKind } from './route-classifier';

/** Account pages a signed-out visitor may open (password recovery starts signed out). */
const PUBLIC_ACCOUNT_SECTIONS = new Set(['recovery-password']);

/** A member page opened signed out goes to /login with the target in `next` (SPEC §2 sign-in redirect). */
export function needsSignIn(route: RouteKind, signedIn: boolean): boolean {
  return !signedIn && route.kind === 'account' && !PUBLIC_ACCOUNT_SECTIONS.has(route.section);
}

/** Pages a member who must accept new terms may still open. */
function exemptFromTerms(route: RouteKind): boolean {
  return (
    (route.kind === 'content' && (route.page === 'terms' || route.page === 'privacy-policy')) ||
    route.kind === 'login' ||
    route.kind === 'register' ||
    route.kind === 'landing'
  );
}

/** SPEC §4: a member whose accepted terms version differs from the site's is sent to /terms from any other page. */
export function needsTermsAcceptance(
  route: RouteKind,
  acceptedVersion: number | null | undefined,
  currentVersion: number,
): boolean {
  if (acceptedVersion === undefined) return false; // not signed in, or no claim: nothing to enforce here
  return acceptedVersion !== currentVersion && !exemptFromTerms(route);
}
