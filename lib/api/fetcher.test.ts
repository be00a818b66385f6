import { jest } from '@jest/globals';
import type { ApiRequestError as ApiRequestErrorType } from './fetcher';

jest.unstable_mockModule('@/lib/monitoring/report-response', () => ({
  reportServerError: jest.fn(() => true),
}));
const { reportServerError } = await import('@/lib/monitoring/report-response');
const { apiGet, apiSend, ApiRequestError, buildUrl, CancelledError, isCancelled } = await import('./fetcher');

const fetchMock = jest.fn<(url: string, init: RequestInit) => Promise<Response>>();
const originalFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(reportServerError).mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = originalFetch;
});

function respond(status: number, body?: unknown) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status }));
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('apiGet', () => {
  test('200 and 202 with data resolve to the data', async () => {
    respond(200, { data: { first_name: 'Ann' } });
    await expect(apiGet('member/me')).resolves.toEqual({ first_name: 'Ann' });
    respond(202, { data: null });
    await expect(apiGet('member/me')).resolves.toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v1.0/member/me');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  test('200 without a data key throws, keeping the status', async () => {
    respond(200, { result: 1 });
    const error = await failure(apiGet('member/me'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 200, body: { result: 1 } });
  });

  test('204 (no body) and 201 throw', async () => {
    respond(204);
    expect(await failure(apiGet('member/me'))).toMatchObject({ status: 204, body: undefined });
    respond(201, { data: 1 });
    expect(await failure(apiGet('member/me'))).toMatchObject({ status: 201 });
  });

  test('404 with our error body surfaces status, code and message', async () => {
    respond(404, { error: { code: 'not_found', message: 'No such lot.' } });
    const error = (await failure(apiGet('/rest-api/v2/bids/1'))) as ApiRequestErrorType;
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('No such lot.');
    expect(reportServerError).not.toHaveBeenCalled();
  });

  test('422 exposes the bad fields; a non-JSON error body keeps the status', async () => {
    respond(422, { error: { code: 'invalid_input', message: 'Bad.', fields: { email: 'Enter an email' } } });
    expect((await failure(apiGet('x'))) as ApiRequestErrorType).toMatchObject({
      fields: { email: 'Enter an email' },
    });
    respond(502, '<html>Bad gateway</html>');
    const error = (await failure(apiGet('x'))) as ApiRequestErrorType;
    expect(error).toMatchObject({
      status: 502,
      body: undefined,
      message: 'Request failed with status code 502',
    });
  });

  test('500-599 responses are reported to monitoring with the path', async () => {
    respond(503, { error: { code: 'internal_error', message: 'Down.' } });
    await failure(apiGet('lots/search', { params: { q: 'x' } }));
    expect(reportServerError).toHaveBeenCalledWith(503, '/rest-api/v1.0/lots/search');
  });

  test('no response at all: message "Network Error", no status', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const error = (await failure(apiGet('member/me'))) as ApiRequestErrorType;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('Network Error');
    expect(error.status).toBeUndefined();
  });

  test('an aborted request is cancelled, not an error', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await failure(apiGet('/rest-api/v2/spa/meta-tags', { signal: controller.signal }));
    expect(error).toBeInstanceOf(CancelledError);
    expect(isCancelled(error)).toBe(true);
    expect(isCancelled(new ApiRequestError('Network Error', undefined, undefined))).toBe(false);
    expect(fetchMock.mock.calls[0]![1].signal).toBe(controller.signal);
  });
});

describe('query parameters', () => {
  test('arrays become repeated keys; undefined and null are skipped; values are encoded', () => {
    expect(
      buildUrl('vehicles/models', { makes: ['BMW', 'Mercedes-Benz'], query: undefined, types: null }),
    ).toBe('/rest-api/v1.0/vehicles/models?makes=BMW&makes=Mercedes-Benz');
    expect(buildUrl('lots/search', { q: 'a b&c', page: 2, bin: true })).toBe(
      '/rest-api/v1.0/lots/search?q=a+b%26c&page=2&bin=true',
    );
    expect(buildUrl('/rest-api/v2/account/credit-cards?includeBin=true', { x: '1' })).toBe(
      '/rest-api/v2/account/credit-cards?includeBin=true&x=1',
    );
    expect(buildUrl('/event/v1/track', {})).toBe('/event/v1/track');
  });

  test('apiGet sends them', async () => {
    respond(200, { data: [] });
    await apiGet('vehicles/makes', { params: { types: ['car', 'suv'], _locale: 'en' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/rest-api/v1.0/vehicles/makes?types=car&types=suv&_locale=en');
  });
});

describe('apiSend', () => {
  test('sends JSON with same-origin credentials and the idempotency key', async () => {
    respond(202, { data: { ok: true } });
    await expect(apiSend('POST', 'member/watchlist/1', { a: 1 }, { idempotencyKey: 'k-1' })).resolves.toEqual(
      {
        ok: true,
      },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v1.0/member/watchlist/1');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k-1' });
  });

  test('no body and no key: neither is sent', async () => {
    respond(200, { data: null });
    await apiSend('DELETE', 'member/files/9');
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('idempotency-key');
    expect(init.headers).toHaveProperty('content-type', 'application/json');
  });
});
