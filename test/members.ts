import { POST as signUpRoute } from '@/app/rest-api/v1.0/auth/sign-up/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';

let counter = 0;

export interface TestMember {
  memberId: string;
  email: string;
  password: string;
  /** The Cookie header of the member's session (session and claims cookies). */
  cookie: string;
}

/** The Cookie header a browser would send back after these Set-Cookie values. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** A JSON request as the browser sends it (same origin, a client address for the rate limits). */
export function jsonRequest(
  url: string,
  {
    method = 'POST',
    body,
    cookie,
    address,
    host,
  }: { method?: string; body?: unknown; cookie?: string; address?: string; host?: string } = {},
): Request {
  const headers: Record<string, string> = {
    [CLIENT_ADDRESS_HEADER]: address ?? `test-${Math.random()}`,
  };
  // The Host header a browser sends (the request's public origin, lib/server/http/public-origin): the URL's own.
  headers.host = host ?? 'localhost';
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return new Request(new URL(url, 'http://localhost'), {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Registers a new member through the sign-up route; the database must be set (setDatabase) first. */
export async function registerMember(
  overrides: Partial<{ email: string; firstName: string; countryIso2: string }> = {},
): Promise<TestMember> {
  counter += 1;
  const email = overrides.email ?? `member-${Date.now()}-${counter}@example.com`;
  const password = 'correct horse battery staple';
  const response = await signUpRoute(
    jsonRequest('/rest-api/v1.0/auth/sign-up', {
      body: {
        firstName: overrides.firstName ?? 'Test',
        lastName: 'Member',
        email,
        password,
        countryIso2: overrides.countryIso2 ?? 'US',
      },
    }),
    {},
  );
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { memberId: string } };
  return { memberId: data.memberId, email, password, cookie: cookieHeaderFrom(response) };
}
