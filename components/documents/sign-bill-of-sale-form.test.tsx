import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import en from '@/messages/en.json' with { type: 'json' };

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/documents',
}));
const { SignBillOfSaleForm } = await import('./sign-bill-of-sale-form');

const t = en.Documents;
const labels = {
  name: t.sign.name,
  hint: t.sign.hint,
  submit: t.sign.submit,
  sending: t.sign.sending,
  done: t.sign.done,
  errors: t.errors,
};
const fetchMock = jest.fn<typeof fetch>();
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}
function signAs(name: string) {
  fireEvent.change(screen.getByLabelText(t.sign.name), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: t.sign.submit }));
}

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

test('a name the PDF cannot carry is refused before sending', async () => {
  render(<SignBillOfSaleForm token="tok_abcdefghijklmnopqrstuvwxyz" labels={labels} />);
  signAs('Иван Петров');
  expect(await screen.findByText(t.errors.signatureNameLatin)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a used token is explained for the whole form', async () => {
  render(<SignBillOfSaleForm token="tok_abcdefghijklmnopqrstuvwxyz" labels={labels} />);
  answer(409, { error: { code: 'token_used', message: 'Used', fields: { token: 'tokenUsed' } } });
  signAs('Ann Buyer');
  expect(await screen.findByText(t.errors.tokenUsed)).toBeInTheDocument();
  expect(refresh).not.toHaveBeenCalled();
});

test('signing posts the name with the token and refreshes the list', async () => {
  render(<SignBillOfSaleForm token="tok_abcdefghijklmnopqrstuvwxyz" labels={labels} />);
  answer(200, { data: { id: 9 } });
  signAs('Ann Buyer');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.sign.done));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/rest-api/v2/account/documents/bos/sign?token=tok_abcdefghijklmnopqrstuvwxyz');
  expect(init?.body).toBe('{"name":"Ann Buyer"}');
  expect(refresh).toHaveBeenCalled();
});
