import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DOCUMENT_MAX_BYTES } from '@/lib/domain/documents';
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import pl from '@/messages/pl.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };
import ar from '@/messages/ar.json' with { type: 'json' };

// ES modules: mock the router before importing the component.
const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/documents',
}));
const { IdUploadForm } = await import('./id-upload-form');
type Labels = Parameters<typeof IdUploadForm>[0]['labels'];

function labelsOf(messages: typeof en): Labels {
  const t = messages.Documents;
  return {
    file: t.upload.file,
    hint: t.upload.hint.replace('{size}', '10'),
    submit: t.upload.submit,
    sending: t.upload.sending,
    done: t.upload.done,
    errors: t.errors,
  };
}
const labels = labelsOf(en);

const fetchMock = jest.fn<typeof fetch>();
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}

const input = () => screen.getByLabelText(labels.file) as HTMLInputElement;

function choose(file: File | null) {
  fireEvent.change(input(), { target: { files: file ? [file] : [] } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: labels.submit }));
const pdf = () => new File(['%PDF-1.7 test'], 'passport.pdf', { type: 'application/pdf' });

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

describe('IdUploadForm', () => {
  test('no file: the field says to choose one and nothing is sent', async () => {
    render(<IdUploadForm labels={labels} />);
    submit();
    expect(await screen.findByText(en.Documents.errors.fileRequired)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a file past the limit is refused before sending', async () => {
    render(<IdUploadForm labels={labels} />);
    const big = pdf();
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    choose(big);
    submit();
    expect(await screen.findByText(en.Documents.errors.fileTooLarge)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the server's refusal of the content is shown beside the field", async () => {
    render(<IdUploadForm labels={labels} />);
    answer(422, {
      error: { code: 'invalid_input', message: 'Bad', fields: { file: 'fileTypeNotAllowed' } },
    });
    choose(pdf());
    submit();
    expect(await screen.findByText(en.Documents.errors.fileTypeNotAllowed)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-describedby', 'id-upload-file-error id-upload-file-hint');
    expect(refresh).not.toHaveBeenCalled();
  });

  test('a 413 without fields and a rate limit each have their message', async () => {
    render(<IdUploadForm labels={labels} />);
    answer(413, { error: { code: 'payload_too_large', message: 'Too large' } });
    choose(pdf());
    submit();
    expect(await screen.findByText(en.Documents.errors.fileTooLarge)).toBeInTheDocument();
    answer(429, { error: { code: 'rate_limited', message: 'Slow down' } });
    submit();
    expect(await screen.findByText(en.Documents.errors.rateLimited)).toBeInTheDocument();
  });

  test('a success sends the file as multipart, says so, empties the field and refreshes the list', async () => {
    render(<IdUploadForm labels={labels} />);
    answer(200, { data: { id: 7, kind: 'id' } });
    const file = pdf();
    choose(file);
    submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(labels.done));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v1.0/member/ids');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('passport.pdf');
    expect(refresh).toHaveBeenCalled();
    expect(input().value).toBe('');
  });

  const others = { es, ru, pl, ar } as unknown as Record<string, typeof en>;
  test.each(Object.keys(others))('the field messages exist in %s', async (locale) => {
    const translated = labelsOf(others[locale]!);
    render(<IdUploadForm labels={translated} />);
    fireEvent.click(screen.getByRole('button', { name: translated.submit }));
    expect(await screen.findByText(translated.errors.fileRequired!)).toBeInTheDocument();
    for (const key of ['fileRequired', 'fileTooLarge', 'fileTypeNotAllowed'] as const) {
      expect(translated.errors[key]).toBeTruthy();
      expect(translated.errors[key]).not.toBe(en.Documents.errors[key]);
    }
  });
});
