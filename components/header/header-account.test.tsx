import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { memberMeWire } from '@/test/member-me';

jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/about-us',
}));
const { HeaderAccount } = await import('./header-account');
const { ToastProvider } = await import('@/components/ui/toast');

const labels = {
  signIn: 'Sign in',
  register: 'Register',
  watchlist: 'Watchlist',
  myBids: 'My bids',
  biddingLimit: 'Bidding limit',
  biddingLimitWarning: 'Add a deposit to bid',
  accountMenu: 'Account menu for {name}',
  myAccount: 'My account',
  upgrade: 'Upgrade',
  signOut: 'Sign out',
};
const member = memberMeWire({
  country_iso_2: 'MX',
  buyer_power: { amount: 6_000, amountCents: 600_000 },
  signUpTimestamp: 1_700_000_000_000,
  membership: { name: 'Starter' },
  activeBidsCount: 3,
  watchlistCurrentCnt: 12,
  isDomestic: false,
});

let answer: () => Promise<Response>;
const fetchMock = jest.fn(async (_input: RequestInfo | URL) => answer());
const reply = (status: number, body: unknown) =>
  ({ status, ok: status < 400, text: async () => JSON.stringify(body) }) as Response;

function renderAccount() {
  global.fetch = fetchMock as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Info', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={client}>
        <HeaderAccount labels={labels} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

test('while member/me is on its way, the visitor links the server rendered stay', () => {
  answer = () => new Promise<Response>(() => undefined);
  renderAccount();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/online-auto-auctions-register',
  );
});

test('a visitor keeps them', async () => {
  answer = async () => reply(401, { error: { code: 'unauthorized', message: 'Sign in.' } });
  renderAccount();
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => undefined);
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

test("a member's area replaces them once member/me says who is signed in", async () => {
  answer = async () => reply(200, { data: member });
  renderAccount();
  expect(await screen.findByRole('link', { name: /^Watchlist/ })).toHaveAttribute(
    'href',
    '/myaccount/watchlist',
  );
  expect(screen.getByRole('button', { name: 'Account menu for Ana' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});
