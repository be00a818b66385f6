import { jest } from '@jest/globals';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

// ES modules: mock before importing the component.
const navigation = { pathname: '/' };
const captureException = jest.fn();
const push = jest.fn<(href: string) => void>();
jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push }),
}));
jest.unstable_mockModule('@/lib/monitoring/browser-sentry', () => ({
  captureException,
  captureMessage: jest.fn(),
}));
const { ClientProviders } = await import('./client-providers');
const { QueryProvider } = await import('./query-provider');
const { afterIdle } = await import('./deferred');
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

/** The consent banner and analytics load once the browser is idle: wait for that and for their chunk. */
async function idle() {
  await act(async () => {
    await afterIdle();
    await import('./analytics-live');
  });
}

function renderAt(pathname: string) {
  navigation.pathname = pathname;
  return render(
    <ClientProviders consentLabels={labels}>
      <p>page</p>
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
  push.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
});

test('QueryProvider provides the client with SPEC §9 defaults', () => {
  render(
    <QueryProvider>
      <Probe />
    </QueryProvider>,
  );
  expect(screen.getByText('60000')).toBeInTheDocument();
});

test('the consent banner shows once the page is idle, not in the first render', async () => {
  renderAt('/');
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
});

test('no page view before consent; accepting sends the current page', async () => {
  renderAt('/search');
  await idle();
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() =>
    expect(sentEvents()).toEqual([
      expect.objectContaining({ step: 'page_view', substep: '/search', custom1: '1' }),
    ]),
  );
});

test('each path change sends a page view with the page counter and scrolls to the top', async () => {
  localStorage.setItem(CONSENT_KEY, 'granted');
  const view = renderAt('/');
  await idle();
  expect(scrollTo).not.toHaveBeenCalled();
  navigation.pathname = '/faq';
  view.rerender(
    <ClientProviders consentLabels={labels}>
      <p>page</p>
    </ClientProviders>,
  );
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  await waitFor(() =>
    expect(sentEvents()).toEqual([
      expect.objectContaining({ substep: '/', custom1: '1' }),
      expect.objectContaining({ substep: '/faq', custom1: '2' }),
    ]),
  );
});

test('a declined visitor sends nothing', async () => {
  localStorage.setItem(CONSENT_KEY, 'denied');
  renderAt('/');
  await idle();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.queryByRole('region')).toBeNull();
});

test('a plain click on a server-rendered site link navigates client-side; other clicks are left to the browser', () => {
  const paths = { faq: '/faq?x=1#top', videos: '/videos', membership: '/membership' };
  render(
    <ClientProviders consentLabels={labels}>
      <a href={paths.faq} data-soft-nav="">
        FAQ
      </a>
      <a href={paths.videos} data-soft-nav="" target="_blank">
        Videos
      </a>
      <a href="https://blog.example.com/" data-soft-nav="">
        Blog
      </a>
      <a href={paths.membership}>Membership</a>
    </ClientProviders>,
  );
  const click = (name: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    screen.getByRole('link', { name }).dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(click('FAQ')).toBe(true);
  expect(push).toHaveBeenCalledWith('/faq?x=1#top');
  push.mockClear();
  expect(click('FAQ', { ctrlKey: true })).toBe(false);
  expect(click('Videos')).toBe(false);
  expect(click('Blog')).toBe(false);
  expect(click('Membership')).toBe(false);
  expect(push).not.toHaveBeenCalled();
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
