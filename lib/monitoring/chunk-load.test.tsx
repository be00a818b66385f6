import { jest } from '@jest/globals';
import { ChunkLoadError, installChunkLoadReporter, isChunkLoadError } from './chunk-load';

const CHUNK = 'http://localhost/_next/static/chunks/app-page-abc123.js';

function scriptEvent(type: 'error' | 'load', src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  script.dispatchEvent(new Event(type));
  script.remove();
}

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

describe('isChunkLoadError', () => {
  test.each([
    Object.assign(new Error('boom'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk 123 failed.'),
    new Error('Loading CSS chunk 7 failed.'),
    new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Failed to load chunk /_next/static/chunks/b.js from module 42'),
    'Loading chunk 9 failed.',
  ])('recognises %p', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([new Error('Network Error'), new TypeError('x is undefined'), null, undefined, 42, {}])(
    'ignores %p',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('installChunkLoadReporter', () => {
  let uninstall: () => void = () => undefined;
  const report = jest.fn<(error: ChunkLoadError) => void>();

  beforeEach(() => {
    jest.useFakeTimers();
    report.mockClear();
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });

  test('a chunk script that failed and is still not loaded after 120 s is reported once', () => {
    uninstall = installChunkLoadReporter(report);
    scriptEvent('error', CHUNK);
    scriptEvent('error', `${CHUNK}?retry=1`);
    jest.advanceTimersByTime(119_999);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
    const error = report.mock.calls[0]![0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.chunk).toBe('/_next/static/chunks/app-page-abc123.js');
    scriptEvent('error', CHUNK);
    jest.advanceTimersByTime(120_000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  test('a chunk that loads within the timeout (a retry succeeded) is not reported', () => {
    uninstall = installChunkLoadReporter(report);
    scriptEvent('error', CHUNK);
    jest.advanceTimersByTime(30_000);
    scriptEvent('load', `${CHUNK}?retry=1`);
    jest.advanceTimersByTime(120_000);
    expect(report).not.toHaveBeenCalled();
  });

  test('scripts that are not Next chunks are ignored', () => {
    uninstall = installChunkLoadReporter(report);
    scriptEvent('error', 'https://widgets.example.com/chat.js');
    jest.advanceTimersByTime(120_000);
    expect(report).not.toHaveBeenCalled();
  });

  test('an unhandled chunk rejection is reported after the timeout, with its cause', () => {
    uninstall = installChunkLoadReporter(report, { timeoutMs: 1_000 });
    const reason = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
    rejection(reason);
    rejection(new Error('something else'));
    jest.advanceTimersByTime(1_000);
    expect(report).toHaveBeenCalledTimes(1);
    const error = report.mock.calls[0]![0] as ChunkLoadError;
    expect(error.chunk).toBe('/_next/static/chunks/app-page-abc123.js');
    expect(error.cause).toBe(reason);
  });

  test('uninstalling stops listening and cancels pending reports', () => {
    uninstall = installChunkLoadReporter(report);
    scriptEvent('error', CHUNK);
    uninstall();
    jest.advanceTimersByTime(120_000);
    scriptEvent('error', CHUNK);
    jest.advanceTimersByTime(120_000);
    expect(report).not.toHaveBeenCalled();
  });
});
