import { jest } from '@jest/globals';

jest.unstable_mockModule('./browser-sentry', () => ({ captureMessage: jest.fn() }));
const { captureMessage } = await import('./browser-sentry');
const { reportServerError } = await import('./report-response');

beforeEach(() => jest.mocked(captureMessage).mockClear());

test.each([500, 503, 599])('a %i response is reported', (status) => {
  expect(reportServerError(status, '/rest-api/v1.0/member/me')).toBe(true);
  expect(captureMessage).toHaveBeenCalledTimes(1);
  expect(captureMessage).toHaveBeenCalledWith(
    `Server responded ${status} to /rest-api/v1.0/member/me`,
    expect.objectContaining({ level: 'error', tags: { 'http.status_code': String(status) } }),
  );
});

test.each([200, 404, 422, 499, 600])('a %i response is not reported', (status) => {
  expect(reportServerError(status, '/rest-api/v1.0/member/me')).toBe(false);
  expect(captureMessage).not.toHaveBeenCalled();
});
