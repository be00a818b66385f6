/**
 * What the bid box's component tests share: next/navigation mocked (English, on a lot page), a fake API behind
 * `fetch` (the lot's bidding state from `api.bidding`; POSTs answered by `api.answer`), the English labels, and a
 * render with the toast and React Query providers. Import it with `await import(...)` before anything else. States
 * are written as the API sends them (whole dollars); the render hands the bid box its public state decoded (`Cents`),
 * as the lot page does.
 */
import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import * as z from 'zod/mini';
import messages from '@/messages/en.json' with { type: 'json' };
import { lotBiddingSchema, type LotBiddingWire } from '@/lib/schemas/bids';
import { bidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { member, rawOf } from './bidding-fixtures';

export const LOT = 300000001;
export const LOT_PATH = `/${LOT}-2018-honda-accord`;

jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => LOT_PATH,
}));
const { BidBox } = await import('@/components/lot/bid-box');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

/** The texts as the sale panel hands them over, read straight from messages/en.json. */
export const labels = bidBoxLabels({
  raw: rawOf(messages.BidBox),
});

export { member };

export const publicState: LotBiddingWire = {
  lotId: LOT,
  status: 'pre-bidding',
  open: true,
  live: false,
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

export function reply(status: number, body: unknown): Response {
  return { status, ok: status < 400, text: async () => JSON.stringify(body) } as Response;
}

export const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  reply(status, { error: { code, message: `refused: ${code}`, fields } });

/** The fake server: `bidding` is what GET .../bidding answers (it may change between calls). */
export const api = {
  bidding: publicState,
  answer: async (_path: string, _init: RequestInit): Promise<Response> => reply(500, {}),
  /** What GET .../shipping-estimate answers (the URL has the query). */
  estimate: async (_url: string): Promise<Response> => reply(500, {}),
};

export const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  if (url === `/rest-api/v2/lots/${LOT}/bidding`) return reply(200, { data: api.bidding });
  if (url.endsWith('/member/me')) return refusal(401, 'unauthorized');
  if (url.startsWith(`/rest-api/v2/lots/${LOT}/shipping-estimate`)) return api.estimate(url);
  if (init?.method === 'POST' || init?.method === 'PUT') return api.answer(url, init);
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
});

/** The POSTs (or PUTs) sent to `path`, with their parsed bodies and headers. */
export function sent(path: string, method = 'POST') {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === method)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: init?.headers as Record<string, string>,
    }));
}

export const biddingFetches = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/rest-api/v2/lots/${LOT}/bidding`).length;

/** Reset the fake server to a signed-in Starter member on an open lot without a maximum of theirs. */
export function resetApi(bidding: LotBiddingWire = { ...publicState, member }) {
  api.bidding = bidding;
  api.answer = async () => reply(500, {});
  api.estimate = async () => reply(500, {});
  fetchMock.mockClear();
  global.fetch = fetchMock as typeof fetch;
}

export function renderBidBox(state: LotBiddingWire = publicState, client = makeQueryClient()) {
  const rendered = render(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={client}>
        <BidBox
          lotId={LOT}
          publicState={z.decode(lotBiddingSchema, state)}
          labels={labels}
          easyHaulURL="https://haul.example.com/quote"
        />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return { ...rendered, client };
}
