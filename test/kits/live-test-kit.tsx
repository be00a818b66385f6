/**
 * What the live components' tests share: next/navigation mocked (English, on a lot page, `push` and `refresh` to inspect), a fake
 * Socket.IO client (the test plays the server: `serverSends`, `drop`, `reconnect`), a fake API behind `fetch` (the
 * lot's bidding state; POST /rest-api/v2/bids answered by `api.answer`), the English texts and the feed's payloads.
 * Import it with `await import(...)` before anything else. Bidding states are written as the API sends them (whole
 * dollars); `publicBidding` is the public state as the lot page hands it to a panel (decoded: `Cents`).
 */
import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import messages from '@/messages/en.json' with { type: 'json' };
import type { LiveAuction, LiveEvent, LiveLot } from '@/lib/domain/live-events';
import { lotBiddingSchema, type LotBidding, type LotBiddingWire } from '@/lib/schemas/bids';
import { bidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { liveLabels } from '@/components/live/live-labels-server';
import { member, rawOf } from './bidding-fixtures';

export const LOT = 300000003;
export const STOCK = '30000003';
export const ROOM = 'iaa-512-a';
export const push = jest.fn();
export const refresh = jest.fn();

jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => `/${LOT}-2018-honda-accord`,
}));

type Handler = (payload: unknown) => void;
/** A fake Socket.IO client socket: what the page emits is recorded; the test plays the server. */
export class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: [string, unknown][] = [];
  disconnected = false;
  constructor(readonly options: unknown[]) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The server sends `event` (or the socket reports `connect`). */
  serverSends(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}
export const sockets: FakeSocket[] = [];
export const io = jest.fn((...options: unknown[]) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
});
jest.unstable_mockModule('socket.io-client', () => ({ io }));

const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

export const labels = liveLabels({ raw: rawOf(messages.Live) });
export const boxLabels = bidBoxLabels({ raw: rawOf(messages.BidBox) });

export { member };

export const publicState: LotBiddingWire = {
  lotId: LOT,
  status: 'on-the-block',
  open: true,
  live: true,
  currentBid: 1_000,
  minimumBid: 1_050,
  bidCount: 3,
  buyItNow: null,
  buyNowOpen: false,
  saleDate: '2030-01-10T15:00:00.000Z',
  soldFor: null,
  reserve: 'none',
  member: null,
};

/** The public state decoded, as the lot page hands it to LiveLotPanel. */
export const publicBidding: LotBidding = z.decode(lotBiddingSchema, publicState);

export function reply(status: number, body: unknown): Response {
  return { status, ok: status < 400, text: async () => JSON.stringify(body) } as Response;
}

export const api = {
  bidding: publicState,
  answer: async (_path: string, _init: RequestInit): Promise<Response> => reply(500, {}),
};

export const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  if (url === `/rest-api/v2/lots/${LOT}/bidding`) return reply(200, { data: api.bidding });
  if (url.endsWith('/member/me')) return reply(401, { error: { code: 'unauthorized', message: 'Sign in.' } });
  if (init?.method === 'POST') return api.answer(url, init);
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
});

export const biddingFetches = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/rest-api/v2/lots/${LOT}/bidding`).length;

export function sentBids() {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/rest-api/v2/bids' && init?.method === 'POST')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: init?.headers as Record<string, string>,
    }));
}

export function resetKit(bidding: LotBiddingWire = { ...publicState, member }) {
  api.bidding = bidding;
  api.answer = async () => reply(500, {});
  fetchMock.mockClear();
  global.fetch = fetchMock as typeof fetch;
  sockets.length = 0;
  io.mockClear();
  push.mockClear();
  refresh.mockClear();
  window.sessionStorage.clear();
}

export function renderLive(ui: ReactNode, client = makeQueryClient()) {
  const rendered = render(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ToastProvider>,
  );
  return { ...rendered, client };
}

export const auction: LiveAuction = {
  id: ROOM,
  auction_id: 12,
  selling_branch_id: 512,
  lane: 'A',
  starts_at: '2030-01-10T15:00:00.000Z',
  status: 'live',
  auction_in_progress: true,
  paused: false,
};

export const RUNLIST = ['30000001', '30000002', STOCK, '30000004'];

export function liveLot(stock: string, over: Partial<LiveLot> = {}): LiveLot {
  return {
    lot_id: 300000000 + Number(stock.slice(-1)),
    selling_branch_id: 512,
    lane: 'A',
    stock_number: stock,
    runlist_position: RUNLIST.indexOf(stock) + 1,
    status: 'on-the-block',
    current_bid_value: 1_000,
    bid_count: 3,
    version: 1,
    auction_in_progress: true,
    on_the_block: true,
    sold: false,
    sold_for: null,
    reserve: 'none',
    ...over,
  };
}

/** An `event` about `lot`; the countdown ends `remainingMs` after `serverTime`. */
export function event(
  kind: LiveEvent['kind'],
  lot: LiveLot | null,
  { serverTime = '2030-01-10T15:00:07.500Z', remainingMs = 10_000 } = {},
): LiveEvent {
  const ends = new Date(Date.parse(serverTime) + remainingMs).toISOString();
  return {
    kind,
    auction,
    lot,
    bid: lot?.current_bid_value ?? null,
    countdown: lot?.on_the_block
      ? { ends_at: ends, server_time: serverTime, remaining_ms: remainingMs }
      : null,
    sold: lot?.sold ?? false,
    sold_for: lot?.sold_for ?? null,
    server_time: serverTime,
  };
}
