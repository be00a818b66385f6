// The malformed requests of the abuse benchmark: what once answered 500 (NUL bytes, lone surrogates, dates past year
// 9999, bad percent-encoding in paths, TRACE, unknown API paths, wrong methods) and their neighbours.

export interface MalformedRequest {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = { 'content-type': 'application/json' };
/** Raw JSON text with a lone surrogate escape (JSON.stringify would not write one). */
const LONE_SURROGATE = '"a\\ud800b"';
const BAD_TEXTS: Record<string, string> = {
  nul: '"a\\u0000b"',
  'lone surrogate': LONE_SURROGATE,
  'huge string': JSON.stringify('x'.repeat(200_000)),
  number: '1e308',
  object: '{"__proto__":{"admin":true}}',
  deep: `${'['.repeat(5000)}${']'.repeat(5000)}`,
};

const BODY_ROUTES: { path: string; fields: Record<string, string> }[] = [
  {
    path: '/rest-api/v2/contact-messages',
    fields: { name: '"A"', email: '"a@example.com"', subject: '"Hi"', message: '"A message long enough"' },
  },
  {
    path: '/rest-api/v1.0/auth/sign-up',
    fields: {
      firstName: '"A"',
      lastName: '"B"',
      email: '"fuzz@example.com"',
      password: '"a long enough password"',
      countryIso2: '"US"',
    },
  },
  { path: '/rest-api/v1.0/auth/sign-in', fields: { email: '"a@example.com"', password: '"whatever"' } },
  { path: '/rest-api/v1.0/auth/recovery-password', fields: { email: '"a@example.com"' } },
  { path: '/event/v1/track', fields: { event: '"page_view"', payload: '{}' } },
];

const DYNAMIC_PATHS = [
  '/lot/%FF',
  '/lot/1-%E0%A4%A-x',
  '/search/q-%FF',
  '/salvage-%FF',
  '/faq/%C0%AF',
  '/rest-api/v2/bids/%FF',
  '/rest-api/v2/lots/%FF/bidding',
  '/rest-api/v1.0/search/suggest/%FF',
  '/rest-api/v1.0/member/watchlist/%FF',
  '/rest-api/v2/account/payments/%FF',
  '/sitemaps/%FF',
  '/og/lot/%FF',
  '/%FF',
  '/es/lot/%FF',
];

const QUERIES = [
  '/rest-api/v1.0/lots/search?q=%00',
  '/rest-api/v1.0/lots/search?q=%ED%A0%80',
  '/rest-api/v1.0/lots/search?sale_date_to=9999-12-31',
  '/rest-api/v1.0/lots/search?sale_date_from=%2B275760-09-13',
  '/rest-api/v1.0/lots/search?page=99999999999',
  '/rest-api/v1.0/lots/search?year_from=-1e308',
  '/rest-api/v1.0/lots/search?page_size=1e9',
  '/rest-api/v1.0/search/suggest/%00',
  '/rest-api/v1.0/vehicles/models?make=%00',
  '/search/q-%00',
  '/search?q=%00',
];

/** About three hundred requests; each should answer 4xx (or 2xx/3xx where the input is harmless), none 5xx. */
export function malformedRequests(): MalformedRequest[] {
  const requests: MalformedRequest[] = [];
  for (const route of BODY_ROUTES) {
    requests.push({
      label: `${route.path} bad JSON`,
      method: 'POST',
      path: route.path,
      headers: json,
      body: '{',
    });
    requests.push({
      label: `${route.path} not an object`,
      method: 'POST',
      path: route.path,
      headers: json,
      body: '[]',
    });
    for (const field of Object.keys(route.fields)) {
      for (const [kind, text] of Object.entries(BAD_TEXTS)) {
        const body = Object.entries({ ...route.fields, [field]: text })
          .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
          .join(',');
        requests.push({
          label: `${route.path} ${field}=${kind}`,
          method: 'POST',
          path: route.path,
          headers: json,
          body: `{${body}}`,
        });
      }
    }
  }
  for (const path of DYNAMIC_PATHS) {
    requests.push({ label: `GET ${path}`, method: 'GET', path });
    requests.push({ label: `POST ${path}`, method: 'POST', path, headers: json, body: '{}' });
  }
  for (const path of QUERIES) requests.push({ label: `GET ${path}`, method: 'GET', path });
  for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'PATCH', 'DELETE', 'PUT']) {
    for (const path of ['/', '/rest-api/v2/bids', '/rest-api/v2/contact-messages', '/lot/1']) {
      requests.push({ label: `${method} ${path}`, method, path });
    }
  }
  for (const path of ['/rest-api/nothing', '/rest-api/v2/nothing/here', '/rest-api/v9/bids', '/rest-api/']) {
    requests.push({ label: `GET ${path}`, method: 'GET', path });
  }
  return requests;
}
