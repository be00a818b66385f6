import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json' with { type: 'json' };
import { PUSH_KINDS } from '@/lib/domain/push-kinds';
import { PushSettings, type PushSettingsLabels } from './push-settings';

const texts = messages.PushSettings;
const labels: PushSettingsLabels = {
  ...texts,
  elsewhere: [
    'No browser receives them yet.',
    '1 browser of yours receives them.',
    '2 browsers of yours receive them.',
  ],
  kinds: {
    outbid: texts.kinds.outbid,
    'on-the-block': texts.kinds.onTheBlock,
    results: texts.kinds.results,
    'saved-search': texts.kinds.savedSearch,
  },
};

/** A P-256 point (0x04, then bytes 3, 6, 9...) as the server's VAPID public key. */
const PUBLIC_KEY = 'BAMGCQwPEhUYGx4hJCcqLTAzNjk8P0JFSEtOUVRXWl1gY2ZpbG9ydXh7foGEh4qNkJOWmZyfoqWoq66xtLe6vcA';
const KEY_BYTES = [4, ...Array.from({ length: 64 }, (_, i) => ((i + 1) * 3) % 256)];
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEYS = { p256dh: 'p', auth: 'a' };

const fetchMock = jest.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));

function answer(data: unknown) {
  fetchMock.mockResolvedValueOnce({
    status: 200,
    ok: true,
    text: async () => JSON.stringify({ data }),
  } as Response);
}

/** The browser's Push API, faked: permission, the worker's registration and its subscription. */
function fakeBrowser({ permission = 'default', subscribed = false, grant = 'granted' } = {}) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: new Uint8Array(KEY_BYTES).buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const subscribe = jest.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const register = jest.fn(async () => registration);
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = grant;
      return grant;
    }),
  };
  Object.assign(window, { Notification: notification, PushManager: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register, ready: Promise.resolve(registration) },
  });
  return { subscribe, register, notification, subscription };
}

function renderSettings(kinds: string[] = [], subscriptions = 0) {
  return render(
    <PushSettings
      initial={{ publicKey: PUBLIC_KEY, kinds: kinds as never, subscriptions }}
      labels={labels}
      locale="es"
    />,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

afterEach(() => {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
});

describe('PushSettings', () => {
  test('a browser without the Push API is told so and offers no button', async () => {
    renderSettings();
    expect(await screen.findByText(texts.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.turnOn })).toBeNull();
  });

  test('turning on asks permission, subscribes with the server key, keeps it, and chooses every kind', async () => {
    const browser = fakeBrowser();
    renderSettings();
    const button = await screen.findByRole('button', { name: texts.turnOn });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    answer({ publicKey: PUBLIC_KEY, kinds: [], subscriptions: 1 });
    answer({ publicKey: PUBLIC_KEY, kinds: [...PUSH_KINDS], subscriptions: 1 });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.on));
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual(KEY_BYTES);
    expect(calls()).toEqual([
      {
        url: '/rest-api/v2/account/push/subscriptions',
        method: 'POST',
        body: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS, locale: 'es' },
      },
      { url: '/rest-api/v2/account/push', method: 'PUT', body: { kinds: [...PUSH_KINDS] } },
    ]);
    for (const kind of PUSH_KINDS) {
      expect(screen.getByLabelText(labels.kinds[kind])).toHaveProperty('checked', true);
    }
    expect(screen.getByText('1 browser of yours receives them.')).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.turnOff })).toBeTruthy();
  });

  test('a refused permission says so and subscribes nothing', async () => {
    const browser = fakeBrowser({ grant: 'denied' });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: texts.turnOn }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.denied));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(texts.blocked)).toBeTruthy();
  });

  test("the browser's push service out of reach says so (not our failure), and Turn on stays for another try", async () => {
    const browser = fakeBrowser();
    browser.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: texts.turnOn }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.unreachable));
    expect(texts.unreachable).not.toBe(texts.failed);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(texts.off)).toBeTruthy();
    answer({ publicKey: PUBLIC_KEY, kinds: ['outbid'], subscriptions: 1 });
    fireEvent.click(screen.getByRole('button', { name: texts.turnOn }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.on));
    expect(browser.subscribe).toHaveBeenCalledTimes(2);
  });

  test('a push service refusing the subscription as not allowed counts as a refused permission', async () => {
    const browser = fakeBrowser();
    browser.subscribe.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: texts.turnOn }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.denied));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the kinds are saved as ticked; a failure says so and keeps the ticks', async () => {
    fakeBrowser();
    renderSettings(['outbid', 'results']);
    fireEvent.click(screen.getByLabelText(labels.kinds.outbid));
    fireEvent.click(screen.getByLabelText(labels.kinds['saved-search']));
    fetchMock.mockResolvedValueOnce({
      status: 500,
      ok: false,
      text: async () => JSON.stringify({ error: { code: 'internal_error', message: 'x' } }),
    } as Response);
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.failed));
    expect(screen.getByLabelText(labels.kinds['saved-search'])).toHaveProperty('checked', true);
    answer({ publicKey: PUBLIC_KEY, kinds: ['results', 'saved-search'], subscriptions: 0 });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.saved));
    expect(calls().at(-1)).toEqual({
      url: '/rest-api/v2/account/push',
      method: 'PUT',
      body: { kinds: ['results', 'saved-search'] },
    });
  });

  test('a subscription made with a replaced key is not sent again: the browser shows as off, and turning on resubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    (browser.subscription.options as { applicationServerKey: ArrayBuffer }).applicationServerKey =
      new Uint8Array(65).buffer;
    renderSettings(['outbid'], 1);
    const on = await screen.findByRole('button', { name: texts.turnOn });
    expect(fetchMock).not.toHaveBeenCalled();
    answer({ publicKey: PUBLIC_KEY, kinds: ['outbid'], subscriptions: 1 });
    fireEvent.click(on);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.on));
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
  });

  test('a browser already subscribed is sent again on load, and can be turned off', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    answer({ publicKey: PUBLIC_KEY, kinds: ['outbid'], subscriptions: 2 });
    renderSettings(['outbid'], 1);
    const off = await screen.findByRole('button', { name: texts.turnOff });
    expect(calls()[0]).toMatchObject({ method: 'POST', body: { endpoint: ENDPOINT, locale: 'es' } });
    expect(screen.getByText('2 browsers of yours receive them.')).toBeTruthy();
    answer({ publicKey: PUBLIC_KEY, kinds: ['outbid'], subscriptions: 1 });
    fireEvent.click(off);
    expect(await screen.findByRole('button', { name: texts.turnOn })).toBeTruthy();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(calls().at(-1)).toEqual({
      url: '/rest-api/v2/account/push/subscriptions',
      method: 'DELETE',
      body: { endpoint: ENDPOINT },
    });
  });
});
