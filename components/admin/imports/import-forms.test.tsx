// The import pages' client parts in the browser: the progress that polls the API while an import runs, and the
// upload form.
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ImportDetail } from '@/lib/schemas/admin-imports';

const push = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
const { ImportProgress, IMPORT_POLL_MS } = await import('./import-progress');
const { ImportUploadForm } = await import('./import-upload-form');

const running: ImportDetail = {
  id: 7,
  state: 'running',
  fileName: 'yard.csv',
  hasPhotos: false,
  createdBy: 'clerk@demo.example.com',
  rowsTotal: 2_000,
  rowsRead: 500,
  created: 500,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  failure: null,
  createdAt: '2031-03-01T09:00:00.000Z',
  startedAt: '2031-03-01T09:00:01.000Z',
  finishedAt: null,
  errorCount: 0,
  errors: [],
};

describe('in the browser', () => {
  const fetchMock = jest.fn<typeof fetch>();
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce({
      status,
      ok: status < 400,
      text: async () => JSON.stringify(body),
      json: async () => body,
      headers: new Headers({ 'content-type': 'application/json' }),
    } as Response);
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  test('the progress asks again while the import runs, and stops once it is done', async () => {
    jest.useFakeTimers();
    try {
      answer(200, {
        data: { ...running, rowsRead: 2_000, state: 'done', finishedAt: '2031-03-01T09:01:00.000Z' },
      });
      render(<ImportProgress initial={running} />);
      expect(screen.getByTestId('import-state').textContent).toBe('Running — 500 of 2,000 rows');
      await act(async () => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS));
      expect(fetchMock.mock.calls[0]![0]).toBe('/rest-api/v2/admin/imports/7');
      expect(screen.getByTestId('import-state').textContent).toBe('Done — 2,000 of 2,000 rows');
      await act(async () => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('the upload form sends the files and opens the import; a refused header shows beside the file', async () => {
    render(<ImportUploadForm />);
    const file = screen.getByLabelText('CSV file') as HTMLInputElement;
    fireEvent.submit(screen.getByTestId('import-form'));
    expect(await screen.findByText('Choose a CSV file.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(file, { target: { files: [new File(['vin\n'], 'yard.csv', { type: 'text/csv' })] } });
    const fault = 'The header has missing column(s): year, make.';
    answer(422, { error: { code: 'invalid_input', message: fault, fields: { file: fault } } });
    fireEvent.submit(screen.getByTestId('import-form'));
    expect(await screen.findByText(fault)).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');

    answer(202, { data: { id: 12 } });
    fireEvent.submit(screen.getByTestId('import-form'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/imports/12'));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect([url, init?.method, (init?.body as FormData).get('file')]).toEqual([
      '/rest-api/v2/admin/imports',
      'POST',
      expect.any(File),
    ]);
  });
});
