import type { ErrorEvent } from '@sentry/nextjs';
import {
  beforeSend,
  type Integration,
  IGNORED_ERRORS,
  sentryClientOptions,
  sentryServerOptions,
} from './sentry-options';

const DSN = 'https://public@sentry.example.com/1';
const exceptionEvent = (value: string): ErrorEvent => ({
  type: undefined,
  exception: { values: [{ type: 'Error', value }] },
});

describe('the options builders (SPEC §8, §9)', () => {
  test('the browser: 100 breadcrumbs, 250-character values, 20% session replay with the given integrations', () => {
    const replay: Integration = { name: 'Replay' };
    const options = sentryClientOptions(DSN, 'production', [replay]);
    expect(options).toMatchObject({
      dsn: DSN,
      environment: 'production',
      enabled: true,
      maxBreadcrumbs: 100,
      maxValueLength: 250,
      replaysSessionSampleRate: 0.2,
      ignoreErrors: [/\b419\b/, 'Should only render on the client.'],
    });
    expect(options.integrations).toEqual([replay]);
    expect(options.beforeSend).toBe(beforeSend);
  });

  test('the server: the same limits and filters, no replay', () => {
    const options = sentryServerOptions(DSN, 'development');
    expect(options).toMatchObject({
      dsn: DSN,
      environment: 'development',
      maxBreadcrumbs: 100,
      maxValueLength: 250,
    });
    expect(options.ignoreErrors).toEqual(IGNORED_ERRORS);
    expect(options).not.toHaveProperty('replaysSessionSampleRate');
    expect(options.beforeSend).toBe(beforeSend);
  });

  test('without a DSN monitoring is disabled', () => {
    expect(sentryClientOptions(undefined, 'test').enabled).toBe(false);
    expect(sentryServerOptions(undefined, 'test').enabled).toBe(false);
    expect(sentryServerOptions('', 'test').enabled).toBe(false);
  });
});

describe('beforeSend', () => {
  test.each([
    'Minified React error #419; visit https://react.dev/errors/419 for the full message',
    '419',
    'Should only render on the client.',
  ])('drops an exception whose value is ignored: %s', (value) => {
    expect(beforeSend(exceptionEvent(value))).toBeNull();
  });

  test('drops an ignored message', () => {
    expect(beforeSend({ type: undefined, message: 'Should only render on the client.' })).toBeNull();
  });

  test.each(['Lot 4190 not found', 'Should only render on the client. Or not', 'TypeError: x is undefined'])(
    'keeps anything else: %s',
    (value) => {
      const event = exceptionEvent(value);
      expect(beforeSend(event)).toBe(event);
    },
  );

  test('keeps an event with no exception or message', () => {
    const event: ErrorEvent = { type: undefined };
    expect(beforeSend(event)).toBe(event);
  });
});
