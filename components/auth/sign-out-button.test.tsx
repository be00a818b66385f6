import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const unsubscribe = jest.fn(async () => true);

jest.unstable_mockModule('@/lib/i18n/navigation', () => ({ useLocale: () => 'en' }));
jest.unstable_mockModule('@/components/ui/toast', () => ({ useToast: () => jest.fn() }));

const { SignOutButton } = await import('./sign-out-button');

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('signing out drops this browser’s push subscription first, then ends the session', async () => {
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', unsubscribe };
  Object.assign(window, { Notification: { permission: 'granted' }, PushManager: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
  const answer = () =>
    ({ status: 200, ok: true, text: async () => JSON.stringify({ data: {} }) }) as Response;
  fetchMock.mockResolvedValueOnce(answer()).mockResolvedValueOnce(answer());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignOutButton label="Sign out" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(unsubscribe).toHaveBeenCalled();
  expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([
    ['/rest-api/v2/account/push/subscriptions', 'DELETE'],
    ['/rest-api/v1.0/auth/sign-out', 'POST'],
  ]);
});
