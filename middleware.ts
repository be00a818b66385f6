import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { TERMS_VERSION } from './lib/domain/business-rules';
import { ADMIN_NOT_ALLOWED_PATH, ADMIN_NOT_FOUND_PATH } from './lib/domain/admin-pages';
import { DEFAULT_LOCALE } from './lib/domain/locales';
import { cachedRoutePath } from './lib/domain/cached-routes';
import { adminSignInPath, classifyRoute, type RouteKind } from './lib/domain/route-classifier';
import { internalPath, routablePath } from './lib/domain/received-path';
import { needsSignIn, needsTermsAcceptance } from './lib/domain/route-guards';
import { CLAIMS_COOKIE, hasSessionCookie } from './lib/domain/session';
import { env } from './lib/env';
import { localizedPath } from './lib/i18n/localized-path';
import { routing } from './lib/i18n/routing';
import { verifyClaims } from './lib/server/auth/claims';
import {
  cspPlaceholder,
  placeholderRequestPolicy,
  withRequestHeader,
} from './lib/server/http/csp-placeholder';
import {
  PAGE_GATE_FORBIDDEN,
  PAGE_GATE_HEADER,
  PAGE_GATE_NOT_FOUND,
} from './lib/server/http/page-gate-header';
import { originFromHeaders, originSegment } from './lib/server/http/public-origin';
import { ADMIN_PATH_HEADER } from './lib/server/staff/admin-path-header';

// The hreflang alternates are the HTML's alone (lib/server/seo): one source, so the two can never disagree.
const intl = createMiddleware({ ...routing, alternateLinks: false });

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

/** `/en` or `/en/...`: English has no prefix, so the prefixed form is a permanent alias of the bare one. */
function withoutEnglishPrefix(pathname: string): string | null {
  if (pathname === `/${DEFAULT_LOCALE}`) return '/';
  return pathname.startsWith(`/${DEFAULT_LOCALE}/`) ? pathname.slice(DEFAULT_LOCALE.length + 1) : null;
}

/**
 * Pages render under the internal `[origin]` segment (lib/server/http/page-origin): whatever next-intl decided (the
 * `/en` rewrite of a bare path, or passing a prefixed one through) is served from `/{origin}/...`.
 */
function underOrigin(
  response: NextResponse,
  request: NextRequest,
  segment: string,
  route: RouteKind,
): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = rewrite
    ? new URL(rewrite)
    : response.headers.has('x-middleware-next')
      ? request.nextUrl.clone()
      : null;
  if (!target) return response;
  // next-intl rewrites from the decoded path: the received one is kept (lib/domain/received-path).
  const internal = internalPath(request.nextUrl.pathname, target.pathname);
  target.pathname = `/${segment}${cachedRoutePath(internal, route, request.nextUrl.search)}`;
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * A page renders with the secret CSP placeholder as its script nonce (so a cached copy can be reused); server.ts
 * swaps it for a fresh nonce in every answer (lib/server/http/csp-response). Only answers that render a page need it.
 */
async function withNoncePlaceholder(response: NextResponse, request: NextRequest): Promise<NextResponse> {
  const secret = env().CSP_CACHE_SECRET;
  const renders = response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');
  if (!secret || !renders) return response;
  const policy = placeholderRequestPolicy(await cspPlaceholder(secret));
  return withRequestHeader(response, request, 'content-security-policy', policy);
}

/**
 * The staff console (`/admin` and below): English, no locale prefix, never indexed, no terms redirect (staff work
 * there, they do not bid). Without a session cookie, sign-in with the path as `next`; otherwise its pages under
 * `/{origin}/admin`, told the requested path (their guard's `next` when the session has ended), or the console's 403
 * or 404 page when the page gate refused the path.
 */
function adminAnswer(
  request: NextRequest,
  segment: string,
  origin: string,
): Promise<NextResponse> | NextResponse {
  const { pathname, search } = request.nextUrl;
  if (!hasSessionCookie(request.cookies)) {
    return NextResponse.redirect(new URL(adminSignInPath(`${pathname}${search}`), origin));
  }
  // The page gate (server.ts) refused the path: the console's own 403 or 404 page, with that status.
  const gate = request.headers.get(PAGE_GATE_HEADER);
  const shown =
    gate === PAGE_GATE_FORBIDDEN
      ? ADMIN_NOT_ALLOWED_PATH
      : gate === PAGE_GATE_NOT_FOUND
        ? ADMIN_NOT_FOUND_PATH
        : `${routablePath(pathname.replace(/(.)\/$/, '$1'))}${search}`;
  const status = shown === ADMIN_NOT_ALLOWED_PATH ? 403 : shown === ADMIN_NOT_FOUND_PATH ? 404 : undefined;
  const response = withRequestHeader(
    NextResponse.rewrite(new URL(`/${segment}${shown}`, request.url), { status }),
    request,
    ADMIN_PATH_HEADER,
    `${pathname}${search}`,
  );
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return withNoncePlaceholder(response, request);
}

/**
 * Before every page, reading headers and cookies only: the public origin of the request, `/en/...` sent to the bare
 * path for good, the console (adminAnswer), the sign-in redirect (with a same-site `next`), the terms redirect (also
 * with `next`, so accepting returns the member where they were going), the fallback page with 404 for paths we do not
 * serve, then the locale prefixes (as-needed: English has none).
 */
export default async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const origin = originFromHeaders(request.headers);
  const segment = originSegment(origin);
  const english = withoutEnglishPrefix(pathname);
  if (english !== null) return NextResponse.redirect(new URL(`${english}${search}`, origin), 308);
  const { locale, route } = classifyRoute(pathname);
  if (route.kind === 'admin') return adminAnswer(request, segment, origin);
  if (needsSignIn(route, hasSessionCookie(request.cookies))) {
    const login = new URL(localizedPath('/login', locale), origin);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (needsTermsAcceptance(route, await acceptedTermsVersion(request), TERMS_VERSION)) {
    const terms = new URL(localizedPath('/terms', locale), origin);
    terms.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(terms);
  }
  if (route.kind === 'fallback' || request.headers.get(PAGE_GATE_HEADER) === PAGE_GATE_NOT_FOUND) {
    // Paths that name nothing we serve: the home-like fallback page, rendered server-side, with HTTP 404.
    const fallback = NextResponse.rewrite(new URL(`/${segment}/${locale}${FALLBACK_PATH}`, request.url), {
      status: 404,
    });
    return withNoncePlaceholder(fallback, request);
  }
  return withNoncePlaceholder(underOrigin(intl(request), request, segment, route), request);
}

/** The internal route of the fallback page (its own path is unknown to SPEC §2, so it is a 404 too). */
const FALLBACK_PATH = '/page-not-found';

export const config = {
  // Every page path, dotted ones too (`/foo.php` is a 404 page, not a copy of home), but not the API, Next's files,
  // the feed, health, generated images and the files and routes with a name of their own.
  matcher: [
    '/((?!(?:rest-api|api|event|_next|_vercel|socket|healthz|lot-images|og|sitemaps)(?:/|$)|favicon\\.svg$|push-sw\\.js$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};
