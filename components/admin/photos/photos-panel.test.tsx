import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { PhotosPanel } from './photos-panel';

const LOT = 300000001;
const photo = (id: number, position: number, isCover = false): LotPhoto => ({
  id,
  lotId: LOT,
  key: `${id}`.repeat(16).slice(0, 16),
  position,
  isCover,
  width: 1600,
  height: 1200,
  widths: [320, 640, 1280, 1600],
  placeholder: 'data:image/webp;base64,UklGRg',
});
const three = [photo(1, 0, true), photo(2, 1), photo(3, 2)];

const fetchMock = jest.fn<typeof fetch>();
const answer = (photos: LotPhoto[]) =>
  fetchMock.mockResolvedValueOnce({
    status: 200,
    ok: true,
    text: async () => JSON.stringify({ data: { photos } }),
  } as Response);
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};
const button = (name: string) => screen.getByRole('button', { name });
const tiles = () => screen.getAllByTestId('admin-photo');

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('the photos in order with their place and the cover; choosing needs image files, one from the camera', () => {
  render(<PhotosPanel lotId={LOT} initial={three} canWrite />);
  expect(tiles().map((t) => t.textContent)).toEqual([
    expect.stringContaining('1 of 3 · Cover'),
    expect.stringContaining('2 of 3'),
    expect.stringContaining('3 of 3'),
  ]);
  expect(within(tiles()[0]!).getByRole('img')).toHaveAttribute(
    'src',
    '/lot-images/photos/300000001/1111111111111111/320.webp',
  );
  const choose = screen.getByLabelText('Choose photos');
  expect(choose).toHaveAttribute('accept', 'image/*');
  expect(choose).toHaveAttribute('multiple');
  expect(screen.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
  expect(button('Move photo 1 earlier')).toBeDisabled();
  expect(button('Move photo 3 later')).toBeDisabled();
  expect(button('Make photo 1 the cover')).toHaveAttribute('aria-pressed', 'true');
});

test('moving a photo sends the whole order with the cover, and focus stays with the photo', async () => {
  render(<PhotosPanel lotId={LOT} initial={three} canWrite />);
  answer([photo(2, 0), photo(1, 1, true), photo(3, 2)]);
  fireEvent.click(button('Move photo 1 later'));
  const keyOf = (tile: HTMLElement) => within(tile).getByRole('img').getAttribute('src')!.split('/')[4];
  await waitFor(() => expect(tiles().map(keyOf)).toEqual(['2', '1', '3'].map((n) => n.repeat(16))));
  expect(sent()).toEqual({
    url: `/rest-api/v2/admin/lots/${LOT}/photos`,
    method: 'PUT',
    body: { order: [2, 1, 3], coverId: 1 },
  });
  expect(tiles()[1]).toHaveTextContent('2 of 3 · Cover');
  await waitFor(() => expect(button('Move photo 2 later')).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent('Photo moved to place 2.');

  // Moved to the end, its "later" button is off: focus goes to "earlier".
  answer([photo(2, 0), photo(3, 1), photo(1, 2, true)]);
  fireEvent.click(button('Move photo 2 later'));
  await waitFor(() => expect(button('Move photo 3 earlier')).toHaveFocus());
  expect(sent(1).body).toEqual({ order: [2, 3, 1], coverId: 1 });
});

test('make cover, and delete only after confirming', async () => {
  render(<PhotosPanel lotId={LOT} initial={three} canWrite />);
  answer([photo(1, 0), photo(2, 1, true), photo(3, 2)]);
  fireEvent.click(button('Make photo 2 the cover'));
  await waitFor(() => expect(button('Make photo 2 the cover')).toHaveAttribute('aria-pressed', 'true'));
  expect(sent().body).toEqual({ order: [1, 2, 3], coverId: 2 });

  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
  fireEvent.click(button('Delete photo 3'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  confirm.mockReturnValueOnce(true);
  answer([photo(1, 0), photo(2, 1, true)]);
  fireEvent.click(button('Delete photo 3'));
  await waitFor(() => expect(tiles()).toHaveLength(2));
  expect(sent(1)).toMatchObject({ url: `/rest-api/v2/admin/lots/${LOT}/photos/3`, method: 'DELETE' });
  expect(confirm).toHaveBeenCalledWith('Delete photo 3? Its files are removed for good.');
  confirm.mockRestore();
});

test('a refusal shows the server’s message', async () => {
  render(<PhotosPanel lotId={LOT} initial={three} canWrite />);
  fetchMock.mockResolvedValueOnce({
    status: 422,
    ok: false,
    text: async () =>
      JSON.stringify({ error: { code: 'invalid_input', message: 'List every photo of the lot once.' } }),
  } as Response);
  fireEvent.click(button('Move photo 2 earlier'));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('List every photo of the lot once.'),
  );
  expect(tiles()[0]).toHaveTextContent('Cover');
});

/** An XMLHttpRequest that reports half the upload, then answers with `photos`. */
class FakeXhr {
  static sent: { method: string; url: string; files: number }[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private request = { method: '', url: '' };
  open(method: string, url: string) {
    this.request = { method, url };
  }
  setRequestHeader() {}
  send(form: FormData) {
    FakeXhr.sent.push({ ...this.request, files: form.getAll('file').length });
    this.upload.onprogress?.({ loaded: 50 });
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    }, 10);
  }
}

test('dropped files upload with progress shown, then the lot’s photos replace the list', async () => {
  const real = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  try {
    render(<PhotosPanel lotId={LOT} initial={[]} canWrite />);
    expect(screen.getByText(/No photos yet/)).toBeInTheDocument();
    FakeXhr.answer = { status: 200, body: { data: { photos: [photo(7, 0, true), photo(8, 1)] } } };
    const files = [new File([new Uint8Array(60)], 'a.jpg'), new File([new Uint8Array(40)], 'b.heic')];
    fireEvent.drop(screen.getByTestId('photos-drop'), { dataTransfer: { files } });
    expect(await screen.findByLabelText('Uploading')).toHaveAttribute('value', '50');
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(FakeXhr.sent).toEqual([
      { method: 'POST', url: `/rest-api/v2/admin/lots/${LOT}/photos`, files: 2 },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Photos uploaded.');
    expect(screen.queryByLabelText('Uploading')).toBeNull();

    FakeXhr.answer = { status: 409, body: { error: { message: 'A lot may have at most 40 photos.' } } };
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files: [files[0]] } });
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('at most 40 photos'));
    expect(tiles()).toHaveLength(2);
  } finally {
    globalThis.XMLHttpRequest = real;
  }
});

test('without photos.write: the photos only', () => {
  render(<PhotosPanel lotId={LOT} initial={three} canWrite={false} />);
  expect(tiles()).toHaveLength(3);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByLabelText('Choose photos')).toBeNull();
});
