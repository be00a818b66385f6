import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/transactions',
}));
const { RefundButton } = await import('./refund-button');

const labels = {
  request: 'Request refund',
  requestLabel: 'Request a refund of the $600 deposit of Jan 5, 2031',
  question: 'Refund this deposit of $600? Your buying power drops by $6,000 at once.',
  confirm: 'Yes, refund it',
  cancel: 'Keep it',
  requesting: 'Requesting…',
  done: 'Refund requested: $600 is on its way back.',
  doneAwaiting: 'Refund of $600 requested: our finance team approves it before it goes out.',
  refusals: {
    deposit_backs_open_bids: 'This deposit backs your open bids.',
    deposit_backs_unpaid_purchases: 'This deposit backs an unpaid purchase.',
  },
  unauthorized: 'Sign in again.',
  generic: 'The refund could not be requested.',
};
const fetchMock = jest.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

beforeEach(() => {
  refresh.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

async function askAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: labels.requestLabel }));
  expect(screen.getByText(labels.question)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }));
}

test('asks first, then requests the refund with an Idempotency-Key, says so and refreshes the lists', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, { data: { refundId: 9, depositId: 42, status: 'completed' } }));
  render(<RefundButton depositId={42} labels={labels} />);
  expect(screen.getByRole('button', { name: labels.requestLabel })).toHaveTextContent('Request refund');
  await askAndConfirm();
  expect(await screen.findByRole('status')).toHaveTextContent(labels.done);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect([url, init?.method]).toEqual(['/rest-api/v2/account/refunds/42', 'POST']);
  expect(sentKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test('a refund that waits for finance says so', async () => {
  fetchMock.mockResolvedValueOnce(
    answer(200, { data: { refundId: 9, depositId: 42, status: 'awaiting-approval' } }),
  );
  render(<RefundButton depositId={42} labels={labels} />);
  await askAndConfirm();
  expect(await screen.findByRole('status')).toHaveTextContent(labels.doneAwaiting);
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('"Keep it" goes back without sending anything', () => {
  render(<RefundButton depositId={42} labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: labels.requestLabel }));
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.getByRole('button', { name: labels.requestLabel })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a refusal (409) shows its reason; an unknown code shows the server message', async () => {
  fetchMock
    .mockResolvedValueOnce(
      answer(409, { error: { code: 'deposit_backs_unpaid_purchases', message: 'This deposit backs...' } }),
    )
    .mockResolvedValueOnce(
      answer(409, { error: { code: 'something_new', message: 'Not now, from the server.' } }),
    );
  render(<RefundButton depositId={42} labels={labels} />);
  await askAndConfirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('This deposit backs an unpaid purchase.');
  expect(refresh).not.toHaveBeenCalled();
  await askAndConfirm();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not now, from the server.'));
  // Each answered request had its own key.
  expect(new Set(sentKeys()).size).toBe(2);
});

test('after a lost answer the retry reuses its key, so the deposit is never refunded twice', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  fetchMock.mockResolvedValueOnce(answer(200, { data: { refundId: 9 } }));
  render(<RefundButton depositId={42} labels={labels} />);
  await askAndConfirm();
  expect(await screen.findByRole('alert')).toHaveTextContent(labels.generic);
  await askAndConfirm();
  expect(await screen.findByRole('status')).toHaveTextContent(labels.done);
  const [first, retry] = sentKeys();
  expect(retry).toBe(first);
});
