import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/saved-searches',
}));
const { SavedSearchActions } = await import('./saved-search-actions');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

const labels = {
  rename: 'Rename',
  renameLabel: 'New name for “Hondas”',
  confirm: 'Save',
  cancel: 'Cancel',
  renamed: 'Saved search renamed.',
  delete: 'Delete',
  deleteLabel: 'Delete the saved search “Hondas”',
  deleted: 'Saved search deleted.',
  errors: { generic: 'Could not save.', nameTooLong: 'Use at most 80 characters.', not_found: 'Gone.' },
};

function reply(status: number, body: unknown): Response {
  return { status, ok: status < 400, text: async () => JSON.stringify(body) } as Response;
}

let answer: (method: string, body: unknown) => Response;
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input) !== '/rest-api/v1.0/member/search/4') throw new Error(`unexpected ${String(input)}`);
  return answer(init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined);
});

beforeEach(() => {
  fetchMock.mockClear();
  refresh.mockClear();
  global.fetch = fetchMock as typeof fetch;
});

function renderActions() {
  render(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={makeQueryClient()}>
        <SavedSearchActions id={4} name="Hondas" labels={labels} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

test('renames: a refused name stays with its reason; an accepted one refreshes the list', async () => {
  answer = (_method, body) =>
    (body as { name: string }).name.length > 10
      ? reply(422, { error: { code: 'invalid_input', message: 'Invalid', fields: { name: 'nameTooLong' } } })
      : reply(200, { data: { id: 4, name: (body as { name: string }).name } });
  renderActions();
  fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
  const field = screen.getByRole('textbox', { name: 'New name for “Hondas”' });
  expect(field).toHaveValue('Hondas');
  fireEvent.change(field, { target: { value: 'A much too long name' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Use at most 80 characters.'));
  expect(field).toHaveValue('A much too long name');
  expect(refresh).not.toHaveBeenCalled();

  fireEvent.change(field, { target: { value: 'Civics' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(fetchMock).toHaveBeenLastCalledWith(
    '/rest-api/v1.0/member/search/4',
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'Civics' }) }),
  );
  expect(screen.getByTestId('toast')).toHaveTextContent('Saved search renamed.');
  expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
});

test('deletes and refreshes; a search already gone says so', async () => {
  answer = () => reply(404, { error: { code: 'not_found', message: 'There is no such saved search.' } });
  renderActions();
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Delete the saved search “Hondas”' })),
  );
  await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Gone.'));
  expect(refresh).not.toHaveBeenCalled();

  answer = () => reply(200, { data: { id: 4, deleted: true } });
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Delete the saved search “Hondas”' })),
  );
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(fetchMock).toHaveBeenLastCalledWith(
    '/rest-api/v1.0/member/search/4',
    expect.objectContaining({ method: 'DELETE' }),
  );
});
