import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

// ES modules: mock the router before importing the component.
const push = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'es' }),
  usePathname: () => '/es/myaccount/membership/premium/payment',
}));
const { ConfirmUpgradeButton } = await import('./confirm-upgrade-button');

const labels = {
  confirm: 'Confirm upgrade',
  confirming: 'Recording…',
  errors: {
    notAnUpgrade: 'Not above yours.',
    upgradePending: 'Another upgrade waits.',
    unauthorized: 'Sign in again.',
    generic: 'Something went wrong.',
  },
};
const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  return { status, ok: status < 300, text: async () => JSON.stringify(body) } as Response;
}

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('subscribes, confirms, then opens the success page in the current locale', async () => {
  fetchMock
    .mockResolvedValueOnce(answer(200, { data: { membership: 'premium', status: 'awaiting_payment' } }))
    .mockResolvedValueOnce(
      answer(202, { data: { membership: 'premium', status: 'awaiting_payment', price: 199 } }),
    );
  render(<ConfirmUpgradeButton membership="premium" labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm upgrade' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/es/myaccount/success-upgrade'));
  const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body]);
  expect(calls).toEqual([
    ['/rest-api/v2/account/membership/subscribe', 'POST', '{"membership":"premium"}'],
    ['/rest-api/v2/account/membership/confirm-upgrade', 'POST', '{"membership":"premium"}'],
  ]);
});

test('a refused upgrade says why and stays on the page', async () => {
  fetchMock.mockResolvedValueOnce(
    answer(409, {
      error: { code: 'not_an_upgrade', message: 'Premium is not above your current membership.' },
    }),
  );
  render(<ConfirmUpgradeButton membership="premium" labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm upgrade' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Not above yours.');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(push).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Confirm upgrade' })).toBeEnabled();
});
