import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import messages from '@/messages/en.json' with { type: 'json' };
import { memberMeWire } from '@/test/member-me';

jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({ locale: 'es' }),
  usePathname: () => '/es/collision',
}));
const { SaveSearchButton } = await import('./save-search-button');
const { saveSearchLabels } = await import('@/components/saved-searches/saved-search-labels');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

// The real English texts (next-intl's typed translator knows only leaf keys; the builder reads `errors` raw).
const labels = saveSearchLabels(
  createTranslator({ locale: 'en', messages, namespace: 'SavedSearches' }) as unknown as Parameters<
    typeof saveSearchLabels
  >[0],
);
const toastLabels = { success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' };
const QUERY = { loss_types: 'collision', year_from: '2015' };

function reply(status: number, body: unknown): Response {
  return { status, ok: status < 400, text: async () => JSON.stringify(body) } as Response;
}

/** member/me as the API answers it (useMember reads it through its schema). */
const SIGNED_IN = memberMeWire({ id: 'member-ana' });

const state = {
  signedIn: true,
  items: [] as { id: number; name: string; query: Record<string, string> }[],
  save: (body: unknown): Response => reply(200, { data: { id: 7, ...(body as object) } }),
};
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  if (url.endsWith('/member/me')) {
    return state.signedIn
      ? reply(200, { data: SIGNED_IN })
      : reply(401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } });
  }
  if (url.startsWith('/rest-api/v2/account/saved-searches')) {
    return reply(200, { data: { items: state.items, count: state.items.length, limit: 50 } });
  }
  if (url === '/rest-api/v1.0/member/search/new') return state.save(JSON.parse(String(init?.body)));
  if (url.startsWith('/rest-api/v2/member/search/')) return reply(200, { data: { id: 7 } });
  throw new Error(`unexpected ${url}`);
});

function renderButton() {
  return render(
    <ToastProvider labels={toastLabels}>
      <QueryClientProvider client={makeQueryClient()}>
        <SaveSearchButton
          query={QUERY}
          suggestedName="Collision vehicles for sale"
          locale="es"
          labels={labels}
        />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

beforeEach(() => {
  state.signedIn = true;
  state.items = [];
  state.save = (body) => reply(200, { data: { id: 7, ...(body as object) } });
  fetchMock.mockClear();
  localStorage.clear();
  window.history.pushState({}, '', '/es/collision?year_from=2015');
  global.fetch = fetchMock as typeof fetch;
});

test('a visitor gets a link to sign in that comes back to this search', async () => {
  state.signedIn = false;
  renderButton();
  const link = await screen.findByRole('link', { name: 'Save this search' });
  expect(link).toHaveAttribute(
    'href',
    `/es/login?next=${encodeURIComponent('/es/collision?year_from=2015')}`,
  );
  expect(link).toHaveAttribute('title', 'Sign in to save this search');
  // jsdom cannot navigate: stop the link's default action after its own handler ran.
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(localStorage.getItem('redirectPath')).toBe('/es/collision?year_from=2015');
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('saved-searches'))).toBe(false);
});

test('a member names the search and saves it; then it shows as saved and the look is recorded', async () => {
  renderButton();
  const button = screen.getByRole('button', { name: 'Save this search' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  fireEvent.click(button);
  const field = screen.getByRole('textbox', { name: 'Name of the search' });
  expect(field).toHaveValue('Collision vehicles for sale');
  fireEvent.change(field, { target: { value: 'Crashed 2015+' } });

  state.items = [{ id: 7, name: 'Crashed 2015+', query: { year_from: '2015', loss_types: 'collision' } }];
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  const post = fetchMock.mock.calls.find(([url]) => url === '/rest-api/v1.0/member/search/new');
  expect(post?.[1]).toMatchObject({ method: 'POST' });
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Crashed 2015+', query: QUERY, locale: 'es' });

  expect(await screen.findByText(/Saved as “Crashed 2015\+”/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute(
    'href',
    '/es/myaccount/saved-searches',
  );
  expect(screen.getByTestId('toast')).toHaveTextContent('Search saved.');
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/rest-api/v2/member/search/7?_locale=es', expect.anything()),
  );
});

test('an empty name is refused in place; a refusal of the server is shown and the form stays', async () => {
  state.save = () =>
    reply(409, {
      error: { code: 'saved_searches_full', message: 'You can keep at most 50 saved searches.' },
    });
  renderButton();
  const button = screen.getByRole('button', { name: 'Save this search' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  fireEvent.click(button);
  const field = screen.getByRole('textbox', { name: 'Name of the search' });
  fireEvent.change(field, { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Give the search a name.');
  expect(fetchMock.mock.calls.some(([url]) => url === '/rest-api/v1.0/member/search/new')).toBe(false);

  fireEvent.change(field, { target: { value: 'Mine' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('You can keep at most 50 saved searches.'),
  );
  expect(field).toHaveValue('Mine');
  expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('a search the member saved already shows its name and is recorded as looked at', async () => {
  state.items = [{ id: 9, name: 'Old one', query: { ...QUERY } }];
  renderButton();
  expect(await screen.findByText(/Saved as “Old one”/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/rest-api/v2/member/search/9?_locale=es', expect.anything()),
  );
});
