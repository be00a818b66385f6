import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/bids',
}));
const { CounterAnswer } = await import('./counter-answer');
const { ToastProvider } = await import('@/components/ui/toast');

const labels = {
  accept: 'Accept $3,000',
  confirmTitle: 'Buy this vehicle for $3,000?',
  confirmText: 'Accepting is a purchase.',
  confirm: 'Confirm and buy',
  cancel: 'Cancel',
  decline: 'Decline',
  sending: 'Sending…',
  accepted: 'You bought 2018 Honda Accord for $3,000.',
  declined: 'You declined the counter-offer on 2018 Honda Accord.',
  errors: {
    counterExpired: 'The counter-offer has lapsed.',
    counterClosed: 'This counter-offer no longer waits for your answer.',
    offerLapsed: 'The lot can no longer be bought this way.',
    overBuyingPower: 'Over your buying power.',
    termsNotAccepted: 'Accept the terms.',
    idNotVerified: 'Until your id is approved you may buy up to $2,500.',
    unauthorized: 'Sign in again.',
    rateLimited: 'Too many requests.',
    network: 'No connection.',
    generic: 'Something went wrong.',
  },
};
const fetchMock = jest.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;
const OUTCOME = { lotId: 340000001, offerId: 7, result: 'sold', price: 3_000, expiresAt: null, dueAt: null };

beforeEach(() => {
  refresh.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderAnswer() {
  const toastLabels = { success: 'Success', error: 'Error', info: 'Info', dismiss: 'Dismiss' };
  return render(
    <ToastProvider labels={toastLabels}>
      <CounterAnswer offerId={7} labels={labels} />
    </ToastProvider>,
  );
}

test('accepting asks first (focus on the question), then buys with an Idempotency-Key, says so and refreshes', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, { data: OUTCOME }));
  const { container } = renderAnswer();
  expect((await axe.run(container)).violations).toEqual([]);
  fireEvent.click(screen.getByTestId('counter-accept'));
  expect(screen.getByText(labels.confirmTitle)).toHaveFocus();
  expect(screen.getByRole('group', { name: labels.confirmTitle })).toBeInTheDocument();
  expect((await axe.run(container)).violations).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('counter-accept-confirm'));
  expect(await screen.findByText(labels.accepted)).toBeInTheDocument();
  expect(refresh).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect([url, init?.method]).toEqual(['/rest-api/v2/account/offers/7/accept', 'POST']);
  expect((init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test('Cancel goes back to the answers, focus on Accept, without sending anything', () => {
  renderAnswer();
  fireEvent.click(screen.getByTestId('counter-accept'));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByTestId('counter-accept')).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('declining sends at once and says so', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, { data: { ...OUTCOME, result: 'declined' } }));
  renderAnswer();
  fireEvent.click(screen.getByTestId('counter-decline'));
  expect(await screen.findByText(labels.declined)).toBeInTheDocument();
  expect(fetchMock.mock.calls[0]![0]).toBe('/rest-api/v2/account/offers/7/decline');
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('a refusal shows its reason; a lost answer is retried with the same key', async () => {
  fetchMock
    .mockResolvedValueOnce(answer(409, { error: { code: 'counter_expired', message: 'Lapsed.' } }))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(answer(403, { error: { code: 'over_buying_power', message: 'Over.' } }));
  renderAnswer();
  const accept = async () => {
    fireEvent.click(screen.getByTestId('counter-accept'));
    fireEvent.click(screen.getByTestId('counter-accept-confirm'));
    await waitFor(() => expect(screen.getByTestId('counter-accept')).not.toBeDisabled());
  };
  await accept();
  expect(screen.getByRole('alert')).toHaveTextContent(labels.errors.counterExpired);
  await accept();
  expect(screen.getByRole('alert')).toHaveTextContent(labels.errors.network);
  await accept();
  expect(screen.getByRole('alert')).toHaveTextContent(labels.errors.overBuyingPower);
  const keys = fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string>)['idempotency-key'],
  );
  // A refused request's key is not reused; the one that got no answer is.
  expect(keys[0]).not.toBe(keys[1]);
  expect(keys[2]).toBe(keys[1]);
  expect(refresh).not.toHaveBeenCalled();
});
