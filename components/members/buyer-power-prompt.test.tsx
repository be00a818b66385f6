import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { buyerPowerVisitedKey } from '@/lib/domain/buyer-power-prompt';
import { centsFromDollars } from '@/lib/domain/money';
import { BuyerPowerPrompt } from './buyer-power-prompt';
import { MarkBuyerPowerVisited } from './mark-buyer-power-visited';

const labels = {
  label: 'Buying power',
  message: 'Your buying power is $0 — place a deposit to bid.',
  link: 'Set your bidding limit',
  dismiss: 'Dismiss',
};
const fetchMock = jest.fn<typeof fetch>();

function answerMember(amount: number, id = 'member-1') {
  const body = JSON.stringify({
    data: {
      id,
      first_name: 'Ana',
      email: 'ana@example.com',
      country_iso_2: 'US',
      buyer_power: { amount, amountCents: centsFromDollars(amount) },
      acceptedTermsVersion: 3,
      signUpTimestamp: 0,
      membership: { name: 'Guest' },
      lotPurchasesCount: 0,
      activeBidsCount: 0,
      watchlistCurrentCnt: 0,
      isDomestic: true,
      isCompany: false,
    },
  });
  fetchMock.mockResolvedValue({ status: 200, ok: true, text: async () => body } as Response);
}

async function renderPrompt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <BuyerPowerPrompt labels={labels} />
    </QueryClientProvider>,
  );
  // The member query has answered before anything is checked, so "hidden" never means "not loaded yet".
  await waitFor(() => expect(client.getQueryState(MEMBER_QUERY_KEY)?.status).toBe('success'));
  await act(async () => {});
  return view;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('shown at $0 buying power with a link to the bidding-limit page', async () => {
  answerMember(0);
  await renderPrompt();
  const prompt = await screen.findByRole('complementary', { name: 'Buying power' });
  expect(prompt).toHaveTextContent(labels.message);
  expect(screen.getByRole('link', { name: labels.link })).toHaveAttribute('href', '/myaccount/bidding-limit');
  expect(String(fetchMock.mock.calls[0]![0])).toBe('/rest-api/v1.0/member/me');
});

test('dismissing hides it and sets the member flag, so it stays hidden next time', async () => {
  answerMember(0);
  const view = await renderPrompt();
  fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('buyer-power-prompt')).toBeNull();
  expect(localStorage.getItem(buyerPowerVisitedKey('member-1'))).toBe('1');
  view.unmount();
  await renderPrompt();
  expect(screen.queryByTestId('buyer-power-prompt')).toBeNull();
});

test('hidden when the buying power is above $0', async () => {
  answerMember(6000);
  await renderPrompt();
  expect(screen.queryByTestId('buyer-power-prompt')).toBeNull();
});

test("hidden after a visit to the buyer power page; another member's flag does not count", async () => {
  answerMember(0);
  localStorage.setItem(buyerPowerVisitedKey('someone-else'), '1');
  await renderPrompt();
  expect(await screen.findByTestId('buyer-power-prompt')).toBeInTheDocument();
  render(<MarkBuyerPowerVisited memberId="member-1" />);
  expect(localStorage.getItem(buyerPowerVisitedKey('member-1'))).toBe('1');
  await waitFor(() => expect(screen.queryByTestId('buyer-power-prompt')).toBeNull());
});

test('hidden for a visitor who is not signed in', async () => {
  fetchMock.mockResolvedValue({
    status: 401,
    ok: false,
    text: async () => '{"error":{"code":"unauthorized","message":"Sign in to continue."}}',
  } as Response);
  await renderPrompt();
  expect(screen.queryByTestId('buyer-power-prompt')).toBeNull();
});
