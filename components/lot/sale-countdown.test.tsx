import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
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

test('counts down on the server clock even when the browser clock is hours off', () => {
  jest.useFakeTimers({ now: SERVER_NOW + 3 * 3600 * 1000 }); // the visitor's clock runs 3 hours fast
  render(<SaleCountdown saleAt={SALE} serverNow={SERVER_NOW} labels={labels} />);
  const timer = screen.getByRole('timer');
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

test('drops the days on the last day and says when the sale has started', () => {
  jest.useFakeTimers({ now: SERVER_NOW - 10 * 60 * 1000 }); // and this one 10 minutes slow
  render(<SaleCountdown saleAt={SALE} serverNow={SALE - 5000} labels={labels} />);
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

test('hydrates without a mismatch although the browser clock differs from the server', async () => {
  jest.useFakeTimers({ now: SERVER_NOW + 45_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { serverHtml, errors, container } = await hydrate(
    <SaleCountdown saleAt={SALE} serverNow={SERVER_NOW} labels={labels} />,
  );
  expect(serverHtml).toContain('Sale starts in 1 d 02:03:04');
  expect(errors).toEqual([]);
  expect(container).toHaveTextContent('Sale starts in 1 d 02:03:04');
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
