import { jest } from '@jest/globals';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';

// ES modules: mock before importing the component.
const navigation = { pathname: '/' };
const captureException = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ usePathname: () => navigation.pathname }));
jest.unstable_mockModule('@/lib/monitoring/browser-sentry', () => ({
  captureException,
  captureMessage: jest.fn(),
}));
const { ClientProviders } = await import('./client-providers');
const { CLIENT_COOKIE, CONSENT_KEY, VISIT_COOKIE } = await import('@/lib/analytics/browser');

const labels = {
  message: 'We use cookies.',
  accept: 'Accept',
  decline: 'Decline',
  regionName: 'Cookie consent',
};
const fetchMock = jest.fn<typeof fetch>();
const scrollTo = jest.fn();

function Probe() {
  return <p>{String(useQueryClient().getDefaultOptions().queries?.staleTime)}</p>;
}

function renderAt(pathname: string) {
  navigation.pathname = pathname;
  return render(
    <ClientProviders consentLabels={labels}>
      <Probe />
    </ClientProviders>,
  );
}

function sentEvents() {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

beforeEach(() => {
  localStorage.clear();
  for (const name of [CLIENT_COOKIE, VISIT_COOKIE]) document.cookie = `${name}=; Max-Age=0; Path=/`;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ status: 202, ok: true, text: async () => '{"data":{}}' } as Response);
  global.fetch = fetchMock;
  scrollTo.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
});

test('provides the query client and shows the consent banner', () => {
  renderAt('/');
  expect(screen.getByText('60000')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
});

test('no page view before consent; accepting sends the current page', () => {
  renderAt('/search');
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(sentEvents()).toEqual([
    expect.objectContaining({ step: 'page_view', substep: '/search', custom1: '1' }),
  ]);
});

test('each path change sends a page view with the page counter and scrolls to the top', () => {
  localStorage.setItem(CONSENT_KEY, 'granted');
  const view = renderAt('/');
  expect(scrollTo).not.toHaveBeenCalled();
  navigation.pathname = '/faq';
  view.rerender(
    <ClientProviders consentLabels={labels}>
      <Probe />
    </ClientProviders>,
  );
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  expect(sentEvents()).toEqual([
    expect.objectContaining({ substep: '/', custom1: '1' }),
    expect.objectContaining({ substep: '/faq', custom1: '2' }),
  ]);
});

test('a declined visitor sends nothing', () => {
  localStorage.setItem(CONSENT_KEY, 'denied');
  renderAt('/');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.queryByRole('region')).toBeNull();
});

test('a chunk that failed and never loaded is reported to Sentry', () => {
  jest.useFakeTimers();
  try {
    renderAt('/');
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/page-1.js';
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    act(() => void jest.advanceTimersByTime(120_000));
    expect(captureException).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
  } finally {
    jest.useRealTimers();
  }
});
