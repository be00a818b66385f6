import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { forgetServerClock } from '@/lib/api/server-clock';
import { SaleCountdown } from './sale-countdown';
import { ViewerSaleTime } from './viewer-sale-time';

const labels = {
  startsIn: 'Sale starts in {time}',
  days: '{days} d {time}',
  started: 'The sale has started',
};
const SALE = Date.parse('2030-01-10T15:00:00Z');
/** The server rendered the page 1 day, 2 hours, 3 minutes and 4 seconds before the sale. */
const SERVER_NOW = SALE - (26 * 3600 + 3 * 60 + 4) * 1000;

afterEach(() => {
  jest.useRealTimers();
});

/** Server HTML hydrated in the browser, with every console error (a hydration mismatch is one) collected. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  // The browser hydrates a while after the server rendered, on its own clock.
  jest.setSystemTime(Date.now() + 90_000);
  const errors: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  spy.mockRestore();
  return { container, serverHtml, errors };
}

/** The server's `Date` header says `serverNow` (whole seconds) to the clock measurement of lib/api/server-clock. */
function serverSays(serverNow: number) {
  forgetServerClock();
  const headers = new Map([['date', new Date(serverNow).toUTCString()]]);
  global.fetch = jest.fn(async () => ({ headers })) as unknown as typeof fetch;
}

/** Let the clock measurement's promise settle. */
async function measured() {
  await act(async () => {
    await Promise.resolve();
  });
}

test('counts down on the server clock even when the browser clock is hours off', async () => {
  jest.useFakeTimers({ now: SERVER_NOW + 3 * 3600 * 1000 }); // the visitor's clock runs 3 hours fast
  serverSays(SERVER_NOW);
  render(<SaleCountdown saleAt={SALE} labels={labels} />);
  const timer = screen.getByRole('timer');
  await measured();
  expect(global.fetch).toHaveBeenCalledWith('/healthz', { method: 'HEAD', cache: 'no-store' });
  expect(timer).toHaveTextContent('Sale starts in 1 d 02:03:04');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(timer).toHaveTextContent('Sale starts in 1 d 02:03:03');
  act(() => {
    jest.advanceTimersByTime(2 * 3600 * 1000 + 3 * 60 * 1000);
  });
  expect(timer).toHaveTextContent('Sale starts in 1 d 00:00:03');
});

test('drops the days on the last day and says when the sale has started', async () => {
  jest.useFakeTimers({ now: SERVER_NOW - 10 * 60 * 1000 }); // and this one 10 minutes slow
  serverSays(SALE - 5000);
  render(<SaleCountdown saleAt={SALE} labels={labels} />);
  await measured();
  expect(screen.getByRole('timer')).toHaveTextContent('Sale starts in 00:00:05');
  act(() => {
    jest.advanceTimersByTime(4000);
  });
  expect(screen.getByRole('timer')).toHaveTextContent('Sale starts in 00:00:01');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.getByRole('timer')).toHaveTextContent('The sale has started');
});

test('the server renders the timer empty (the page is cached); the browser fills it, without a mismatch', async () => {
  jest.useFakeTimers({ now: SERVER_NOW + 45_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  serverSays(SERVER_NOW + 90_000);
  const { serverHtml, errors, container } = await hydrate(<SaleCountdown saleAt={SALE} labels={labels} />);
  expect(serverHtml).not.toContain('Sale starts');
  expect(errors).toEqual([]);
  await measured();
  expect(container).toHaveTextContent('Sale starts in 1 d 02:01:34');
});

test('a server that cannot be asked: the browser counts on its own clock', async () => {
  jest.useFakeTimers({ now: SALE - 65_000 });
  forgetServerClock();
  global.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  }) as unknown as typeof fetch;
  const { container } = render(<SaleCountdown saleAt={SALE} labels={labels} />);
  await measured();
  await measured();
  expect(container).toHaveTextContent('Sale starts in 00:01:05');
});

test("the viewer's time appears only after hydration, without a mismatch", async () => {
  jest.useFakeTimers({ now: SERVER_NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const saleAt = '2030-01-10T15:00:00.000Z';
  const { serverHtml, errors, container } = await hydrate(
    <p>
      <ViewerSaleTime saleAt={saleAt} intlLocale="en-US" template="Your time: {date}" />
    </p>,
  );
  expect(serverHtml).toBe('<p></p>');
  expect(errors).toEqual([]);
  const expected = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(saleAt));
  expect(container).toHaveTextContent(`Your time: ${expected}`);
  expect(expected).toMatch(/^Thu, Jan 10, \d{1,2}:00 [AP]M /);
});
