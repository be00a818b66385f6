import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { TERMS_VERSION } from './lib/domain/business-rules';
import { classifyRoute } from './lib/domain/route-classifier';
import { needsSignIn, needsTermsAcceptance } from './lib/domain/route-guards';
import { SESSION_COOKIE } from './lib/domain/session';
import { localizedPath } from './lib/i18n/localized-path';
import { routing } from './lib/i18n/routing';

const intl = createMiddleware(routing);

/**
 * The accepted terms version from the signed claims cookie. The members issue issues and signs that cookie; until a
 * claim exists there is nothing to enforce (undefined).
 */
function acceptedTermsVersion(_request: NextRequest): number | null | undefined {
  return undefined;
}

/**
 * Before every page, reading cookies only: the sign-in redirect (with a same-site `next`), the terms redirect, then
 * the locale prefixes (as-needed: English has none; /en/... redirects to the bare path).
 */
export default function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, route } = classifyRoute(pathname);
  if (needsSignIn(route, request.cookies.has(SESSION_COOKIE))) {
    const login = new URL(localizedPath('/login', locale), request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (needsTermsAcceptance(route, acceptedTermsVersion(request), TERMS_VERSION)) {
    return NextResponse.redirect(new URL(localizedPath('/terms', locale), request.url));
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
