import { jest } from '@jest/globals';
import {
  CLIENT_COOKIE,
  CONSENT_KEY,
  currentVisitId,
  ensureAnalyticsCookies,
  nextPageCounter,
  PAGE_COUNTER_KEY,
  readConsent,
  readCookie,
  sendEvent,
  subscribeConsent,
  VISIT_COOKIE,
  VISIT_ID_KEY,
  writeConsent,
} from './browser';

const fetchMock = jest.fn<typeof fetch>();
const originalFetch = global.fetch;

/** jsdom has no fetch or Response: the fetcher reads only status, ok and text(). */
const accepted = { status: 202, ok: true, text: async () => '{"data":{"stored":true}}' } as Response;

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/`;
}

beforeEach(() => {
  localStorage.clear();
  for (const name of [CLIENT_COOKIE, VISIT_COOKIE]) document.cookie = `${name}=; Max-Age=0; Path=/`;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(accepted);
  global.fetch = fetchMock;
});
afterAll(() => {
  global.fetch = originalFetch;
});

describe('consent', () => {
  test('unanswered by default; the answer is remembered in SB.consent', () => {
    expect(readConsent()).toBeNull();
    writeConsent('granted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(readConsent()).toBe('granted');
    localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(readConsent()).toBeNull();
  });

  test('subscribers hear changes from this tab and from others', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    writeConsent('denied');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeConsent('granted');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('declining deletes the cookies and the visit keys', () => {
    writeConsent('granted');
    ensureAnalyticsCookies();
    nextPageCounter();
    writeConsent('denied');
    expect(readCookie(CLIENT_COOKIE)).toBeNull();
    expect(readCookie(VISIT_COOKIE)).toBeNull();
    expect(localStorage.getItem(VISIT_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PAGE_COUNTER_KEY)).toBeNull();
  });
});

describe('ensureAnalyticsCookies', () => {
  test('creates nothing without consent', () => {
    expect(ensureAnalyticsCookies()).toBe(false);
    writeConsent('denied');
    expect(ensureAnalyticsCookies()).toBe(false);
    expect(document.cookie).toBe('');
  });

  test('after consent creates random client and visit ids, then keeps them', () => {
    writeConsent('granted');
    expect(ensureAnalyticsCookies()).toBe(true);
    const clientId = readCookie(CLIENT_COOKIE);
    const visitId = readCookie(VISIT_COOKIE);
    expect(clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(visitId).toMatch(/^[0-9a-f]{32}$/);
    expect(clientId).not.toBe(visitId);
    expect(localStorage.getItem(VISIT_ID_KEY)).toBe(visitId);
    ensureAnalyticsCookies();
    expect(readCookie(CLIENT_COOKIE)).toBe(clientId);
    expect(readCookie(VISIT_COOKIE)).toBe(visitId);
  });

  test('the client cookie lasts a year, the visit cookie 30 minutes from the last page; both Lax on /', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      writeConsent('granted');
      ensureAnalyticsCookies();
      ensureAnalyticsCookies();
    } finally {
      spy.mockRestore();
    }
    expect(written.filter((c) => c.startsWith(`${CLIENT_COOKIE}=`))).toEqual([
      expect.stringMatching(/; Max-Age=31536000; Path=\/; SameSite=Lax$/),
    ]);
    expect(written.filter((c) => c.startsWith(`${VISIT_COOKIE}=`))).toEqual([
      expect.stringMatching(/; Max-Age=1800; Path=\/; SameSite=Lax$/),
      expect.stringMatching(/; Max-Age=1800; Path=\/; SameSite=Lax$/),
    ]);
  });
});

describe('visit id and page counter', () => {
  test('SB.visitId follows the visit cookie; a new visit restarts the page counter', () => {
    writeConsent('granted');
    expect(currentVisitId()).toBeNull();
    setCookie(VISIT_COOKIE, 'visit-1');
    expect(currentVisitId()).toBe('visit-1');
    expect(localStorage.getItem(VISIT_ID_KEY)).toBe('visit-1');
    expect([nextPageCounter(), nextPageCounter()]).toEqual([1, 2]);
    setCookie(VISIT_COOKIE, 'visit-2');
    expect(currentVisitId()).toBe('visit-2');
    expect(nextPageCounter()).toBe(1);
    document.cookie = `${VISIT_COOKIE}=; Max-Age=0; Path=/`;
    expect(currentVisitId()).toBeNull();
    expect(localStorage.getItem(VISIT_ID_KEY)).toBeNull();
  });

  test('the counter is not stored without consent', () => {
    expect(nextPageCounter()).toBe(0);
    expect(localStorage.getItem(PAGE_COUNTER_KEY)).toBeNull();
  });
});

describe('sendEvent', () => {
  const event = { step: 'page_view', substep: '/search', custom1: '1' };

  test('posts to the events service with the cookie ids when everything allows it', async () => {
    writeConsent('granted');
    setCookie(CLIENT_COOKIE, 'client-1');
    setCookie(VISIT_COOKIE, 'visit-1');
    await expect(sendEvent(event)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/event/v1/track');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ...event, client_id: 'client-1', visit_id: 'visit-1' });
  });

  test.each([
    ['consent not given', null, 'client-1', 'visit-1'],
    ['consent declined', 'denied', 'client-1', 'visit-1'],
    ['no client cookie', 'granted', null, 'visit-1'],
    ['no visit cookie', 'granted', 'client-1', null],
    ["client id 'f'", 'granted', 'f', 'visit-1'],
  ] as const)('sends nothing with %s', async (_case, consent, clientId, visitId) => {
    if (consent) localStorage.setItem(CONSENT_KEY, consent);
    if (clientId) setCookie(CLIENT_COOKIE, clientId);
    if (visitId) setCookie(VISIT_COOKIE, visitId);
    await expect(sendEvent(event)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an invalid event is not sent; a failed request resolves to false', async () => {
    writeConsent('granted');
    ensureAnalyticsCookies();
    await expect(sendEvent({ step: '' })).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(sendEvent(event)).resolves.toBe(false);
  });
});
