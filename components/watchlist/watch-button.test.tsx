import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memberMeWire } from '@/test/member-me';

// ES modules: mock before importing the component.
const push = jest.fn<(href: string) => void>();
const route = { locale: 'es' };
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: route.locale }),
  usePathname: () => '/',
}));
const { LiveWatchButton: WatchButton } = await import('./watch-button-live');
const { useMember } = await import('@/lib/api/member');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

const LOT = 300000001;
const labels = { watch: 'Watch', watching: 'Watching', error: 'Could not save.', signIn: 'Sign in to watch' };
const toastLabels = { success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' };
const member = memberMeWire({ id: 'm1' });

function reply(status: number, body: unknown): Response {
  return { status, ok: status < 400, text: async () => JSON.stringify(body) } as Response;
}

/**
 * A fake API: member/me and the ids from `state` (or never, while `hold` is set: then only the button's own rollback
 * can restore them); the watch call answers with `send` (it may wait).
 */
const state = { signedIn: true, ids: [] as number[], count: 0, hold: false };
let send: (method: string) => Promise<Response>;
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  if (state.hold && /member\/(me|watchlist\/ids)$/.test(url)) return new Promise<Response>(() => {});
  if (url.endsWith('/member/me')) {
    return state.signedIn
      ? reply(200, { data: { ...member, watchlistCurrentCnt: state.count } })
      : reply(401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } });
  }
  if (url.endsWith('/member/watchlist/ids')) return reply(200, { data: { ids: state.ids } });
  if (url.endsWith(`/member/watchlist/${LOT}`)) return send(init?.method ?? 'GET');
  throw new Error(`unexpected ${url}`);
});

function Badge() {
  const { data } = useMember();
  return <output aria-label="badge">{data ? data.watchlistCurrentCnt : '-'}</output>;
}

function renderButton() {
  return render(
    <ToastProvider labels={toastLabels}>
      <QueryClientProvider client={makeQueryClient()}>
        <WatchButton lotId={LOT} labels={labels} />
        <Badge />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const button = () => screen.getByRole('button', { name: /watch/i });
const badge = () => screen.getByRole('status', { name: 'badge' });

async function ready() {
  await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
}

beforeEach(() => {
  Object.assign(state, { signedIn: true, ids: [], count: 0, hold: false });
  fetchMock.mockClear();
  push.mockClear();
  localStorage.clear();
  global.fetch = fetchMock as typeof fetch;
});

test('waits for the member, then flips to Watching at once and moves the header count', async () => {
  let answer!: (response: Response) => void;
  send = () => new Promise((resolve) => (answer = resolve));
  renderButton();
  expect(button()).toHaveAttribute('aria-disabled', 'true');
  await ready();
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(button()).toHaveAccessibleName('Watch');

  fireEvent.click(button());
  await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
  expect(button()).toHaveAccessibleName('Watching');
  expect(badge()).toHaveTextContent('1');
  expect(fetchMock).toHaveBeenCalledWith(
    `/rest-api/v1.0/member/watchlist/${LOT}`,
    expect.objectContaining({ method: 'POST' }),
  );

  // The server agrees; the refetched ids and count keep the button pressed.
  Object.assign(state, { ids: [LOT], count: 1 });
  await act(async () => answer(reply(200, { data: { lotId: LOT, watching: true, watchlistCurrentCnt: 1 } })));
  await waitFor(() => expect(button()).not.toHaveAttribute('aria-busy'));
  expect(button()).toHaveAttribute('aria-pressed', 'true');
  expect(badge()).toHaveTextContent('1');
});

test('a refused change rolls back and shows the error toast', async () => {
  Object.assign(state, { ids: [LOT], count: 1 });
  let answer!: (response: Response) => void;
  send = () => new Promise((resolve) => (answer = resolve));
  renderButton();
  await ready();
  expect(button()).toHaveAttribute('aria-pressed', 'true');
  state.hold = true;

  fireEvent.click(button());
  await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'));
  expect(badge()).toHaveTextContent('0');
  expect(fetchMock).toHaveBeenCalledWith(
    `/rest-api/v1.0/member/watchlist/${LOT}`,
    expect.objectContaining({ method: 'DELETE' }),
  );

  await act(async () =>
    answer(reply(500, { error: { code: 'internal_error', message: 'Something went wrong.' } })),
  );
  await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
  expect(badge()).toHaveTextContent('1');
  expect(screen.getByTestId('toast')).toHaveTextContent('Could not save.');
});

test('a network failure while watching rolls back too', async () => {
  send = async () => {
    throw new TypeError('Failed to fetch');
  };
  renderButton();
  await ready();
  state.hold = true;
  fireEvent.click(button());
  await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Could not save.'));
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(badge()).toHaveTextContent('0');
});

test('a visitor is sent to sign in, and the page is remembered for afterwards', async () => {
  state.signedIn = false;
  window.history.pushState({}, '', `/es/${LOT}-2018-honda-accord?photo=2`);
  renderButton();
  await ready();
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(button()).toHaveAttribute('title', 'Sign in to watch');

  fireEvent.click(button());
  const here = `/es/${LOT}-2018-honda-accord?photo=2`;
  expect(push).toHaveBeenCalledWith(`/es/login?next=${encodeURIComponent(here)}`);
  expect(localStorage.getItem('redirectPath')).toBe(here);
  expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('watchlist'), expect.anything());
});
