import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { TERMS_VERSION } from './lib/domain/business-rules';
import { classifyRoute } from './lib/domain/route-classifier';
import { needsSignIn, needsTermsAcceptance } from './lib/domain/route-guards';
import { CLAIMS_COOKIE, hasSessionCookie } from './lib/domain/session';
import { env } from './lib/env';
import { localizedPath } from './lib/i18n/localized-path';
import { routing } from './lib/i18n/routing';
import { verifyClaims } from './lib/server/auth/claims';

const intl = createMiddleware(routing);

/**
 * The accepted terms version from the signed claims cookie (undefined: not signed in, or no genuine claim, so there
 * is nothing to enforce here; member/me re-issues a missing claim on the next page).
 */
async function acceptedTermsVersion(request: NextRequest): Promise<number | null | undefined> {
  if (!hasSessionCookie(request.cookies)) return undefined;
  const token = request.cookies.get(CLAIMS_COOKIE)?.value;
  const secret = env().SESSION_SECRET;
  if (!token || !secret) return undefined;
  const claims = await verifyClaims(token, secret);
  return claims ? claims.termsVersion : undefined;
}

/**
 * Before every page, reading cookies only: the sign-in redirect (with a same-site `next`), the terms redirect (also
 * with `next`, so accepting returns the member where they were going), then the locale prefixes (as-needed: English
 * has none; /en/... redirects to the bare path).
 */
export default async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, route } = classifyRoute(pathname);
  if (needsSignIn(route, hasSessionCookie(request.cookies))) {
    const login = new URL(localizedPath('/login', locale), request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (needsTermsAcceptance(route, await acceptedTermsVersion(request), TERMS_VERSION)) {
    const terms = new URL(localizedPath('/terms', locale), request.url);
    terms.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(terms);
  }
  if (route.kind === 'fallback') {
    // Unknown paths: the home-like fallback page, rendered server-side, with HTTP 404.
    return NextResponse.rewrite(new URL(`/${locale}${FALLBACK_PATH}`, request.url), { status: 404 });
  }
  return intl(request);
}

/** The internal route of the fallback page (its own path is unknown to SPEC §2, so it is a 404 too). */
const FALLBACK_PATH = '/page-not-found';

export const config = {
  // Everything but the API, Next's own files, the feed, health and files with an extension.
  matcher: ['/((?!rest-api|api|event|_next|_vercel|socket|healthz|lot-images|.*\\..*).*)'],
};
