import { jest } from '@jest/globals';

jest.unstable_mockModule('@/lib/monitoring/report-response', () => ({ reportServerError: jest.fn() }));
const { ApiRequestError, apiGet, CancelledError } = await import('./fetcher');
const { getQueryClient, makeQueryClient, shouldRetry } = await import('./query-client');

const httpError = (status: number) => new ApiRequestError(`status ${status}`, status, undefined);
const networkError = () => new ApiRequestError('Network Error', undefined, undefined);

describe('the retry rule (SPEC §8: at most 2 retries, none below 500)', () => {
  test.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
  ])('after %i failures of a 500, retry: %s', (failures, expected) => {
    expect(shouldRetry(failures, httpError(500))).toBe(expected);
  });

  test.each([
    [400, false],
    [404, false],
    [422, false],
    [500, true],
    [503, true],
  ])('status %i on the first failure, retry: %s', (status, expected) => {
    expect(shouldRetry(0, httpError(status))).toBe(expected);
  });

  test('a network error (no status) retries twice at most', () => {
    expect(shouldRetry(0, networkError())).toBe(true);
    expect(shouldRetry(1, networkError())).toBe(true);
    expect(shouldRetry(2, networkError())).toBe(false);
  });

  test('a cancelled request is never retried', () => {
    expect(shouldRetry(0, new CancelledError())).toBe(false);
  });
});

describe('makeQueryClient', () => {
  test('SPEC §9 defaults: stale after 60 s, no refetch on focus, offline-first; mutations never retry', () => {
    const { queries, mutations } = makeQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    });
    expect(queries?.retry).toBe(shouldRetry);
    expect(mutations).toMatchObject({ networkMode: 'offlineFirst', retry: false });
  });

  test('React Query does not surface a cancelled fetch', async () => {
    const originalFetch = global.fetch;
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      })) as unknown as typeof fetch;
    try {
      const client = makeQueryClient();
      const queryKey = ['member', 'me'];
      const pending = client.fetchQuery({
        queryKey,
        queryFn: ({ signal }) => apiGet('member/me', { signal }),
      });
      await Promise.resolve();
      await client.cancelQueries({ queryKey });
      await expect(pending).rejects.toBeTruthy();
      const state = client.getQueryState(queryKey);
      expect(state).toMatchObject({
        status: 'pending',
        fetchStatus: 'idle',
        error: null,
        fetchFailureCount: 0,
      });
    } finally {
      global.fetch = originalFetch;
    }
  });
});

describe('getQueryClient', () => {
  const scope = globalThis as { window?: unknown };

  test('the server gets a fresh client per call', () => {
    expect(scope.window).toBeUndefined();
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  test('the browser keeps one client', () => {
    scope.window = {};
    try {
      expect(getQueryClient()).toBe(getQueryClient());
    } finally {
      delete scope.window;
    }
  });
});
