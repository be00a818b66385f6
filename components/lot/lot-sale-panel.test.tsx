/** @jest-environment node */
// An async server component: rendered to HTML with React's server renderer, not in jsdom.
import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFormatter, createTranslator } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import * as z from 'zod/mini';
import messages from '@/messages/en.json' with { type: 'json' };
import type { LotLiveInfo } from '@/lib/server/auctions/lot-live-info';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import { lotBiddingSchema } from '@/lib/schemas/bids';

jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) =>
    createTranslator({ locale: 'en', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/',
}));
// The service's answer is `Cents`: written in wire dollars, decoded through its schema.
const lotBidding = jest.fn(async (lotId: number, _memberId: string | null) =>
  z.decode(lotBiddingSchema, {
    lotId,
    status: 'pre-bidding',
    open: true,
    live: false,
    currentBid: 1_250,
    minimumBid: 1_300,
    bidCount: 5,
    buyItNow: null,
    buyNowOpen: false,
    saleDate: '2030-01-10T15:00:00.000Z',
    soldFor: null,
    reserve: 'none',
    member: null,
  }),
);
jest.unstable_mockModule('@/lib/server/bids/lot-bidding', () => ({ lotBidding }));
type LiveInfo = LotLiveInfo | null;
const lotLiveInfo = jest.fn(async (_lot: unknown): Promise<LiveInfo> => null);
jest.unstable_mockModule('@/lib/server/auctions/lot-live-info', () => ({ lotLiveInfo }));
jest.unstable_mockModule('@/lib/server/content/site-config', () => ({
  siteConfig: () => ({ easyHaulURL: 'https://haul.example.com/quote' }),
}));
const { LotSalePanel } = await import('./lot-sale-panel');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

const lot = {
  id: 300000001,
  status: 'pre-bidding',
  saleDate: new Date('2030-01-10T15:00:00Z'),
  currentBidCents: 125_000,
  buyItNowPriceCents: null,
  branch: { id: 1, name: 'Dallas', city: 'Dallas', state: 'TX', zip: '75201', timeZone: 'America/Chicago' },
} as LotDetail;

/** One day, two hours and three seconds before the sale. */
const SERVER_NOW = Date.parse('2030-01-09T12:59:57Z');

afterEach(() => jest.useRealTimers());

async function panelHtml(
  shown: LotDetail = lot,
  serverNow = SERVER_NOW,
  locale: string | undefined = undefined,
): Promise<string> {
  jest.useFakeTimers({ now: serverNow, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const stream = await renderToReadableStream(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={makeQueryClient()}>
        {await LotSalePanel({ lot: shown, locale })}
      </QueryClientProvider>
    </ToastProvider>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return html.slice(html.indexOf('<aside class="lot-sale"'), html.indexOf('</aside>'));
}

test('the sale panel carries the watch button, not pressed until the member is known', async () => {
  const panel = await panelHtml();
  expect(panel).toMatch(/<button [^>]*aria-pressed="false"[^>]*aria-disabled="true"[^>]*>.*Watch<\/button>/);
  expect(panel).toContain('$1,250');
});

test('the bid box is rendered from the public bidding state, waiting for the member part', async () => {
  const panel = await panelHtml();
  expect(lotBidding).toHaveBeenCalledWith(lot.id, null);
  expect(panel).toContain('data-testid="bid-box"');
  expect(panel).toMatch(/data-testid="bid-box-minimum"><bdi>\$1,300<\/bdi>/);
  expect(panel).toContain(messages.BidBox.loading);
  // Neither the visitor's links nor a member's form before the browser knows who is there.
  expect(panel).not.toContain(messages.BidBox.signIn);
  expect(panel).not.toContain(messages.BidBox.form.maxBid);
  expect(panel).not.toContain('bid-box-placeholder');
});

test('the panel shows the sale in the branch zone, an empty countdown for the browser and the location', async () => {
  const panel = await panelHtml();
  expect(panel).toContain('Thu, Jan 10, 9:00 AM CST');
  expect(panel).toContain(messages.LotPage.countdown.label);
  // The page is cached for everyone: the browser fills the countdown on the server's clock (sale-countdown.test).
  expect(panel).toMatch(/role="timer"[^>]*>\u00a0<\/span>/);
  expect(panel).toContain('Dallas, TX');
  // The viewer's own zone is the browser's to add after hydration.
  expect(panel).not.toContain('viewer-sale-time');
});

describe('the way to the live sale', () => {
  const inLane = {
    ...lot,
    year: 2018,
    make: 'Honda',
    model: 'Accord',
    trim: null,
    auctionId: 12,
    branchId: 1,
    lane: 'A',
    stockNumber: '50000001',
  } as LotDetail;
  const liveInfo = (auctionInProgress: boolean): LiveInfo => ({
    lotId: lot.id,
    auctionId: 12,
    auctionRevision: 3,
    room: 'iaa-1-a',
    auctionInProgress,
    branchId: 1,
    lane: 'A',
    stockNumber: '50000001',
    runlistLots: [],
  });
  const watchLink = (html: string) =>
    /<a class="button is-red" href="([^"]*)" data-testid="watch-live">([^<]*)</.exec(html);

  test('a lot on the block: "Watch live", a plain link to its live view in the page language', async () => {
    lotLiveInfo.mockResolvedValueOnce(liveInfo(true));
    const panel = await panelHtml({ ...inLane, status: 'on-the-block' }, SERVER_NOW, 'es');
    expect(watchLink(panel)?.slice(1)).toEqual(['/es/300000001-2018-honda-accord?broadcast', 'Watch live']);
  });

  test('a lot still to come in a live lane: "Join the live auction"', async () => {
    lotLiveInfo.mockResolvedValueOnce(liveInfo(true));
    const panel = await panelHtml(inLane);
    expect(watchLink(panel)?.slice(1)).toEqual([
      '/300000001-2018-honda-accord?broadcast',
      messages.Live.invite.join,
    ]);
  });

  test('a lot selling later today: "Join the live auction" with the lane and the time in the branch zone', async () => {
    lotLiveInfo.mockResolvedValueOnce(liveInfo(false));
    const panel = await panelHtml(inLane, Date.parse('2030-01-10T12:00:00Z'));
    expect(watchLink(panel)?.[2]).toBe(messages.Live.invite.join);
    expect(panel).toContain('Lane A sells live today at 9:00 AM CST.');
  });

  test('a lot selling another day, or outside any lane: no link', async () => {
    lotLiveInfo.mockResolvedValueOnce(liveInfo(false));
    expect(watchLink(await panelHtml(inLane))).toBeNull();
    expect(watchLink(await panelHtml())).toBeNull();
  });
});
