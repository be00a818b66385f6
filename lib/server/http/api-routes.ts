import 'server-only';
import { apiRoutes, type ApiRoute } from '@/lib/api-contract/operations';

/**
 * The API's table of routes (the OpenAPI contract's path templates and methods, which a test holds equal to the
 * route handlers under app/) as server.ts reads it before Next: a path under an API prefix that names no route is a
 * JSON 404, a route asked with a method it does not have a JSON 405 with `Allow`. Next would answer its HTML page
 * and a 405 with no body. HEAD goes wherever GET does and OPTIONS to every route (Next answers it with 204 and Allow).
 */
export const API_PREFIXES = ['/rest-api/', '/event/'] as const;

/** The methods Next serves at all; anything else (TRACE, PROPFIND...) is a 405 on every path. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type ApiRouteDecision =
  { kind: 'pass' } | { kind: 'not_found' } | { kind: 'method_not_allowed'; allow: string[] };

interface CompiledRoute {
  segments: (string | null)[];
  allow: string[];
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
}

/** The methods to list in `Allow` for a route's exported ones. */
export function allowedMethods(methods: readonly string[]): string[] {
  const allow = new Set(methods);
  if (allow.has('GET')) allow.add('HEAD');
  allow.add('OPTIONS');
  return SERVED_METHODS.filter((m) => allow.has(m));
}

function compile(routes: readonly ApiRoute[]): CompiledRoute[] {
  return routes.map((route) => ({
    segments: route.path
      .split('/')
      .slice(1)
      .map((segment) => (/^\{.+\}$/.test(segment) ? null : segment)),
    allow: allowedMethods(route.methods),
  }));
}

/** How specific a match is: literal segments count before dynamic ones, left to right (as Next picks a route). */
function specificity(route: CompiledRoute): string {
  return route.segments.map((s) => (s === null ? '0' : '1')).join('');
}

/** The decision for a table of routes; the path is the raw one, already known to decode (malformed-path.ts). */
export function apiRouteMatcher(routes: readonly ApiRoute[]) {
  const compiled = compile(routes);
  return (method: string, rawPath: string): ApiRouteDecision => {
    if (!isApiPath(rawPath)) return { kind: 'pass' };
    // Next sends `/x/` to `/x` with a 308; the route is the same.
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const segments = path.split('/').slice(1).map(decodeURIComponent);
    const matches = compiled.filter(
      (route) =>
        route.segments.length === segments.length &&
        route.segments.every((s, i) => (s === null ? segments[i] !== '' : s === segments[i])),
    );
    if (matches.length === 0) return { kind: 'not_found' };
    const best = matches.reduce((a, b) => (specificity(b) > specificity(a) ? b : a));
    return best.allow.includes(method) ? { kind: 'pass' } : { kind: 'method_not_allowed', allow: best.allow };
  };
}

let matcher: ReturnType<typeof apiRouteMatcher> | undefined;

/** The decision for the API's own table of routes. */
export function apiRouteDecision(method: string, rawPath: string): ApiRouteDecision {
  matcher ??= apiRouteMatcher(apiRoutes());
  return matcher(method, rawPath);
}
