import 'server-only';

/**
 * Paths whose percent-encoding cannot be decoded (`/lot/%FF`, `/rest-api/v2/bids/%E0%A4%A`): Next's router throws on
 * them and answers 500, so server.ts answers 400 first. A `%` that starts no escape (`/search/q-100%`) is the
 * character itself on a page, as the pages read their path (lib/domain/received-path `routablePath`); route handlers
 * get no such leniency (Next cannot route them either), so there a lone `%` is malformed too.
 */

/** The raw path of a request target, undecoded: `/a/b` of `/a/b?c`, or of an absolute-form `http://h/a/b?c`. */
export function rawPathOf(target: string): string {
  let path = target;
  if (!path.startsWith('/')) {
    const afterScheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(path);
    path = afterScheme ? path.slice(afterScheme[0].length) || '/' : path;
  }
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** Whether the raw path has an escape that does not decode (invalid UTF-8, a cut sequence, a stray `%` off pages). */
export function isMalformedPath(
  rawPath: string,
  { loneSignIsLiteral }: { loneSignIsLiteral: boolean },
): boolean {
  if (!rawPath.includes('%')) return false;
  const escaped = loneSignIsLiteral ? rawPath.replace(/%(?![0-9A-Fa-f]{2})/g, '%25') : rawPath;
  try {
    decodeURIComponent(escaped);
    return false;
  } catch {
    return true;
  }
}
