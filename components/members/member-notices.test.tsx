import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lotBiddingQueryKey } from '@/lib/api/bidding';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { centsFromDollars, type Cents } from '@/lib/domain/money';
import type { MemberNotice } from '@/lib/live/notice-events';
import { memberMeWire } from '@/test/member-me';

// A fake Socket.IO client: ES modules are mocked before the component is imported.
type Handler = (payload: unknown) => void;
class FakeSocket {
  handlers = new Map<string, Handler>();
  disconnected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  disconnect() {
    this.disconnected = true;
  }
  emit(event: string, payload: unknown) {
    this.handlers.get(event)?.(payload);
  }
}
const sockets: FakeSocket[] = [];
const io = jest.fn((options: unknown) => {
  void options;
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
jest.unstable_mockModule('socket.io-client', () => ({ io }));
const { MemberNotices, noticeToast, readNotice } = await import('./member-notices');
const { ToastProvider } = await import('@/components/ui/toast');

const labels = {
  outbid: 'You have been outbid on {title}: the bid is {current} now. The minimum bid is {minimum}.',
  won: 'You won {title} for {price}.',
  onApproval: 'Your bid of {price} on {title} is waiting for the seller.',
  lost: '{title} sold to another bidder for {price}.',
  notSold: '{title} did not sell.',
  saleCancelled: 'The sale of {title} was cancelled: your pre-bid on it is released.',
  offer: {
    countered: 'The seller counters your bid on {title}: {price}. Answer by {deadline}.',
    'bid-rejected': 'The seller did not accept your bid of {price} on {title}.',
    'offer-rejected': 'The seller did not accept your offer of {price} on {title}.',
    'offer-accepted': 'The seller accepted your offer: {title} is yours for {price}.',
    expired: 'The counter-offer of {price} on {title} has lapsed.',
    lapsed: 'Your offer on {title} has lapsed.',
  },
};
const toastLabels = { success: 'Success', error: 'Error', info: 'Info', dismiss: 'Dismiss' };
const fetchMock = jest.fn<typeof fetch>();

/** member/me as the API answers it (read through its schema by useMember). */
const MEMBER = memberMeWire({ activeBidsCount: 1 });

function answerMember(signedIn: boolean) {
  const body = signedIn
    ? JSON.stringify({ data: MEMBER })
    : JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } });
  fetchMock.mockResolvedValue({
    status: signedIn ? 200 : 401,
    ok: signedIn,
    text: async () => body,
  } as Response);
}

async function renderNotices() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider labels={toastLabels}>
        <MemberNotices labels={labels} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryState(MEMBER_QUERY_KEY)?.status).toBe('success'));
  // The idle callback, then the dynamic import.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  return { ...view, client };
}

beforeEach(() => {
  sockets.length = 0;
  io.mockClear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.requestIdleCallback = (callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
});

test('a visitor opens no connection', async () => {
  answerMember(false);
  await renderNotices();
  expect(io).not.toHaveBeenCalled();
});

test("a member's notice shows a toast in the page's language and refreshes the lot's bid box and the badges", async () => {
  answerMember(true);
  const { client } = await renderNotices();
  expect(io).toHaveBeenCalledWith(expect.objectContaining({ path: '/socket' }));
  const invalidate = jest.spyOn(client, 'invalidateQueries');

  act(() =>
    sockets[0]!.emit('notice', {
      kind: 'outbid',
      lotId: 42,
      title: '2019 Toyota Camry',
      currentBid: 1_050,
      minimumBid: 1_100,
    }),
  );

  expect(await screen.findByRole('status')).toHaveTextContent(
    'You have been outbid on 2019 Toyota Camry: the bid is $1,050 now. The minimum bid is $1,100.',
  );
  expect(invalidate).toHaveBeenCalledWith({ queryKey: lotBiddingQueryKey(42) });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: MEMBER_QUERY_KEY });
});

test('a malformed notice is ignored', async () => {
  answerMember(true);
  await renderNotices();
  act(() => sockets[0]!.emit('notice', { kind: 'outbid', lotId: 42, title: 'Car' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('unmounting disconnects', async () => {
  answerMember(true);
  const { unmount } = await renderNotices();
  expect(sockets[0]!.disconnected).toBe(false);
  unmount();
  expect(sockets[0]!.disconnected).toBe(true);
});

test('the connection closes when the session ends, and opens again for the next member', async () => {
  answerMember(true);
  const { client } = await renderNotices();
  expect(sockets[0]!.disconnected).toBe(false);

  // member/me answers 401 now (signed out in another tab, or the session expired).
  answerMember(false);
  await act(() => client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }));
  await waitFor(() => expect(client.getQueryData(MEMBER_QUERY_KEY)).toBeNull());
  expect(sockets[0]!.disconnected).toBe(true);
  expect(sockets).toHaveLength(1);

  // Signing in again connects again: the server joins that session's member room.
  answerMember(true);
  await act(() => client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(sockets).toHaveLength(2);
  expect(sockets[1]!.disconnected).toBe(false);
});

test('every kind of notice has its text', () => {
  const base = { lotId: 1, title: 'Car' };
  expect(noticeToast({ ...base, kind: 'won', price: centsFromDollars(2_050) }, labels)).toEqual([
    'success',
    'You won Car for $2,050.',
  ]);
  expect(noticeToast({ ...base, kind: 'on-approval', price: centsFromDollars(900) }, labels)).toEqual([
    'info',
    'Your bid of $900 on Car is waiting for the seller.',
  ]);
  expect(noticeToast({ ...base, kind: 'lost', price: centsFromDollars(3_000) }, labels)).toEqual([
    'info',
    'Car sold to another bidder for $3,000.',
  ]);
  expect(noticeToast({ ...base, kind: 'lost', price: null }, labels)).toEqual(['info', 'Car did not sell.']);
  expect(noticeToast({ ...base, kind: 'sale-cancelled' }, labels)).toEqual([
    'info',
    'The sale of Car was cancelled: your pre-bid on it is released.',
  ]);
  expect(readNotice({ ...base, kind: 'lost', price: null })).toEqual({ ...base, kind: 'lost', price: null });
  expect(readNotice({ ...base, kind: 'refund', price: 1 })).toBeNull();
  expect(readNotice('outbid')).toBeNull();
});

test('an offer’s news has its text and kind: a counter with its price and deadline, an end in red', () => {
  document.documentElement.lang = 'en-US';
  const wire = {
    kind: 'offer',
    event: 'countered',
    lotId: 1,
    title: 'Car',
    price: 2_500,
    expiresAt: '2031-03-07T15:00:00.000Z',
  };
  const counter = readNotice(wire) as Extract<MemberNotice<Cents>, { kind: 'offer' }> | null;
  expect(counter).toEqual({ ...wire, price: centsFromDollars(2_500) });
  const [kind, text] = noticeToast(counter!, labels);
  expect(kind).toBe('info');
  expect(text).toMatch(
    /^The seller counters your bid on Car: \$2,500\. Answer by Mar 7, 2031, \d+:00 [AP]M\.$/,
  );
  expect(noticeToast({ ...counter!, event: 'expired', expiresAt: null }, labels)).toEqual([
    'error',
    'The counter-offer of $2,500 on Car has lapsed.',
  ]);
  expect(noticeToast({ ...counter!, event: 'offer-accepted', expiresAt: null }, labels)).toEqual([
    'success',
    'The seller accepted your offer: Car is yours for $2,500.',
  ]);
  expect(readNotice({ ...wire, event: 'withdrawn' })).toBeNull();
});
