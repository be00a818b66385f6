import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { cents } from '@/lib/domain/money';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/approvals/lots/340000001',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh, prefetch: jest.fn() }),
}));
const { ApprovalActions } = await import('./approval-actions');

const BASE = '/rest-api/v2/admin/approvals/lots/340000001';
const fetchMock = jest.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;
const OUTCOME = {
  lotId: 340000001,
  offerId: null,
  result: 'sold',
  price: 2_050,
  expiresAt: null,
  dueAt: null,
};
const sentTo = () => fetchMock.mock.calls.map(([url, init]) => [url, init?.body ?? null]);
const keyOf = (call: number) =>
  (fetchMock.mock.calls[call]![1]?.headers as Record<string, string>)['idempotency-key'];

beforeEach(() => {
  refresh.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderActions(kind: 'high-bid' | 'offer' = 'high-bid') {
  return render(
    <ApprovalActions
      base={BASE}
      kind={kind}
      buyerPrice={cents(205_000)}
      buyItNow={kind === 'offer' ? cents(400_000) : null}
      bidderName="Dana Buyer"
    />,
  );
}

test('accept and reject post with an Idempotency-Key and render the page again', async () => {
  fetchMock.mockResolvedValue(answer(200, { data: OUTCOME }));
  const { container } = renderActions();
  expect((await axe.run(container)).violations).toEqual([]);
  fireEvent.click(screen.getByTestId('approval-accept'));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  fireEvent.click(screen.getByTestId('approval-reject'));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  expect(sentTo()).toEqual([
    [`${BASE}/accept`, null],
    [`${BASE}/reject`, null],
  ]);
  expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
  expect(keyOf(1)).not.toBe(keyOf(0));
});

test('the counter: checked before sending, sent as whole dollars, its refusal shown on the field', async () => {
  fetchMock
    .mockResolvedValueOnce(
      answer(422, { error: { code: 'invalid_input', message: 'No.', fields: { price: 'counterNotAbove' } } }),
    )
    .mockResolvedValueOnce(answer(200, { data: { ...OUTCOME, result: 'countered', price: 3_000 } }));
  renderActions();
  const form = screen.getByTestId('approval-counter-form');
  const price = within(form).getByLabelText('Counter-offer price (USD)');
  for (const [typed, message] of [
    ['', 'Enter the counter-offer’s price.'],
    ['3000.50', 'Whole dollars, $1 or more, without cents.'],
    ['2050', 'A counter-offer must be above the buyer’s price.'],
  ] as const) {
    fireEvent.change(price, { target: { value: typed } });
    fireEvent.click(screen.getByTestId('approval-counter'));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
  }
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(price, { target: { value: '$3,000' } });
  fireEvent.click(screen.getByTestId('approval-counter'));
  expect(await within(form).findByRole('alert')).toHaveTextContent('must be above');
  fireEvent.click(screen.getByTestId('approval-counter'));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(sentTo()).toEqual([
    [`${BASE}/counter`, '{"price":3000}'],
    [`${BASE}/counter`, '{"price":3000}'],
  ]);
});

test('an offer’s counter is capped by the buy-it-now price', () => {
  renderActions('offer');
  fireEvent.change(screen.getByLabelText('Counter-offer price (USD)'), { target: { value: '4001' } });
  fireEvent.click(screen.getByTestId('approval-counter'));
  expect(screen.getByRole('alert')).toHaveTextContent('may not be above the buy-it-now price');
  expect(screen.getByTestId('approval-accept')).toHaveTextContent('Accept $2,050');
});

test('a conflict shows the server’s reason; a lost answer is retried with the same key', async () => {
  fetchMock
    .mockResolvedValueOnce(
      answer(409, {
        error: { code: 'counter_pending', message: 'A counter-offer of $3,000 waits for the buyer.' },
      }),
    )
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(answer(200, { data: OUTCOME }));
  renderActions();
  const form = screen.getByTestId('approval-accept-form');
  fireEvent.click(screen.getByTestId('approval-accept'));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'A counter-offer of $3,000 waits for the buyer.',
  );
  fireEvent.click(screen.getByTestId('approval-accept'));
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('could not be reached'));
  fireEvent.click(screen.getByTestId('approval-accept'));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(keyOf(1)).not.toBe(keyOf(0));
  expect(keyOf(2)).toBe(keyOf(1));
});
