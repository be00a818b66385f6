import 'server-only';

/** Response headers carrying several Set-Cookie values. */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return headers;
}
