import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { LiveLotInfo } from './live-lot-panel';
import type { FakeSocket } from '@/test/kits/live-test-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { lotBiddingSchema, type LotBidding } from '@/lib/schemas/bids';

/** How far the server's clock is ahead of the browser's, as lib/api/server-clock would measure it. */
let serverOffset = 0;
jest.unstable_mockModule('@/lib/api/server-clock', () => ({
  serverClockOffset: async () => serverOffset,
  forgetServerClock: () => undefined,
}));
// ES modules: the kit mocks next/navigation and socket.io-client before the panel is imported.
const kit = await import('@/test/kits/live-test-kit');
const { api, auction, boxLabels, event, io, labels, liveLot, member, publicBidding, publicState } = kit;
const { push, refresh, reply, renderLive, resetKit, ROOM, RUNLIST, sentBids, sockets, STOCK, LOT } = kit;
const { LiveLotPanel } = await import('./live-lot-panel');
const { LOCALES } = await import('@/lib/domain/locales');
const { GIVE_UP_AFTER_MS, LOOK_AGAIN_MS } = await import('./live-sale-waiting');

const runlistLots = RUNLIST.map((stock, i) => ({
  stockNumber: stock,
  path: `/30000000${i + 1}-2018-car-${i + 1}`,
  title: `2018 Car ${i + 1}`,
}));
const info: LiveLotInfo = {
  lotId: LOT,
  room: ROOM,
  auctionInProgress: true,
  branchId: 512,
  lane: 'A',
  stockNumber: STOCK,
  runlistLots,
};

function renderPanel(over: Partial<LiveLotInfo> = {}) {
  return renderLive(
    <LiveLotPanel
      info={{ ...info, ...over }}
      publicState={publicBidding}
      labels={labels}
      bidBoxLabels={boxLabels}
    />,
  );
}

/** Render with `?broadcast`, connect, and let the server send the runlist and the lot on the block. */
async function live(onBlock = liveLot(STOCK)) {
  const view = renderPanel();
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0]!;
  act(() => {
    socket.serverSends('connect');
    socket.serverSends('runlist', { auction, runlist: RUNLIST });
    socket.serverSends('event', event('state', onBlock));
  });
  return { ...view, socket };
}

const state = () => screen.getByTestId('live-bid-state');

beforeEach(() => {
  resetKit();
  window.history.replaceState(null, '', `/${LOT}-2018-car?broadcast`);
});

describe('when the page is live', () => {
  test('without `broadcast` in the URL nothing is shown and no socket is opened', async () => {
    window.history.replaceState(null, '', `/${LOT}-2018-car`);
    renderPanel();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(labels.joining)).not.toBeInTheDocument();
    expect(screen.queryByTestId('live-lot')).not.toBeInTheDocument();
    expect(io).not.toHaveBeenCalled();
  });
  test('nor when the auction is not in progress, or the lane is unknown', async () => {
    renderPanel({ auctionInProgress: false });
    renderPanel({ lane: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(io).not.toHaveBeenCalled();
  });
  test('with it, the panel joins the lane and says so until the state arrives', async () => {
    renderPanel();
    expect(await screen.findByText(labels.joining)).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.serverSends('connect'));
    expect(sockets[0]!.emitted).toEqual([['subscribe', ROOM]]);
  });
});

describe('the runlist', () => {
  test('lists the lane with the lot on the block highlighted, the lots left and this lot marked', async () => {
    await live(liveLot('30000002'));
    const list = screen.getByTestId('live-runlist');
    expect(within(list).getByRole('heading', { name: 'Runlist, lane A' })).toBeInTheDocument();
    expect(screen.getByTestId('live-runlist-left')).toHaveTextContent('Lots left: 2');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('2018 Car 2 · On the block');
    expect(rows[2]).toHaveTextContent('2018 Car 3 (this lot)');
    expect(within(rows[3]!).getByRole('link', { name: '2018 Car 4' })).toHaveAttribute(
      'href',
      '/300000004-2018-car-4?broadcast',
    );
    expect(state()).toHaveTextContent('Lots before this one: 1.');
  });
  test('shows a sold lot with its price', async () => {
    const { socket } = await live(liveLot('30000002'));
    act(() =>
      socket.serverSends(
        'event',
        event(
          'sold',
          liveLot('30000002', {
            version: 2,
            status: 'sold',
            sold: true,
            sold_for: 1_400,
            on_the_block: false,
          }),
        ),
      ),
    );
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Sold $1,400');
  });
});

describe('the countdown', () => {
  test("is drawn from the server's deadline and clock, whatever the local clock says", async () => {
    // The server's clock is in 2030; this machine's is not: only the offset matters.
    await live();
    expect(screen.getByTestId('live-countdown')).toHaveTextContent(/^(10|9) s$/);
  });
  test('a bid resets it', async () => {
    const { socket } = await live();
    act(() =>
      socket.serverSends(
        'event',
        event('bid', liveLot(STOCK, { version: 2, current_bid_value: 1_100 }), {
          serverTime: '2030-01-10T15:00:16.000Z',
          remainingMs: 10_000,
        }),
      ),
    );
    expect(screen.getByTestId('live-countdown')).toHaveAttribute('data-ends-at', '2030-01-10T15:00:26.000Z');
    expect(screen.getByTestId('live-bid-current')).toHaveTextContent('$1,100');
  });
});

test("a higher live price goes into the bid box's cached state, with the next minimum", async () => {
  const { socket, client } = await live();
  const { lotBiddingQueryKey } = await import('@/lib/api/bidding');
  await waitFor(() => expect(client.getQueryData(lotBiddingQueryKey(LOT))).toBeDefined());
  const fetches = kit.biddingFetches();
  act(() =>
    socket.serverSends(
      'event',
      event('bid', liveLot(STOCK, { version: 2, current_bid_value: 1_100, bid_count: 4 })),
    ),
  );
  // The cache holds `Cents`: read it as the API's dollars.
  const cached = () => z.encode(lotBiddingSchema, client.getQueryData<LotBidding>(lotBiddingQueryKey(LOT))!);
  await waitFor(() =>
    expect(cached()).toMatchObject({
      currentBid: 1_100,
      bidCount: 4,
      minimumBid: 1_150,
    }),
  );
  // A member without the lead is not refetched for a price the feed already gave.
  expect(kit.biddingFetches()).toBe(fetches);
});

test('the reserve follows the feed: "not met" until a live bid meets it, then "met", in the cache too', async () => {
  const { socket, client } = await live(liveLot(STOCK, { reserve: 'not-met' }));
  const { lotBiddingQueryKey } = await import('@/lib/api/bidding');
  await waitFor(() => expect(client.getQueryData(lotBiddingQueryKey(LOT))).toBeDefined());
  expect(await screen.findByTestId('live-bid-reserve')).toHaveTextContent('Reserve not met');
  act(() =>
    socket.serverSends(
      'event',
      event('bid', liveLot(STOCK, { version: 2, current_bid_value: 2_000, bid_count: 4, reserve: 'met' })),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('live-bid-reserve')).toHaveTextContent('Reserve met'));
  expect(client.getQueryData<LotBidding>(lotBiddingQueryKey(LOT))?.reserve).toBe('met');
});

describe('the live bid box', () => {
  test('bids the next increment in one click with an Idempotency-Key, then shows the lead', async () => {
    api.answer = async () =>
      reply(200, {
        data: {
          bidId: 9,
          lotId: LOT,
          maxBid: 1_050,
          currentBid: 1_050,
          minimumBid: 1_100,
          bidCount: 4,
          highBidder: true,
          status: 'high-bidder',
          reserve: 'none',
          reserveMet: false,
          total: null,
        },
      });
    await live();
    const button = await screen.findByRole('button', { name: 'Bid $1,050' });
    expect(state()).toHaveTextContent('On the block now: bid live.');
    fireEvent.click(button);
    await waitFor(() => expect(state()).toHaveTextContent('You are the high bidder at $1,050.'));
    const [bid] = sentBids();
    expect(bid!.body).toMatchObject({ lotId: LOT, maxBid: 1_050 });
    expect(bid!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(state()).toHaveAttribute('aria-live', 'polite');
  });
  test('"My total, fees included" sets the largest maximum the total allows, in one submission', async () => {
    api.answer = async () =>
      reply(200, {
        data: {
          bidId: 10,
          lotId: LOT,
          maxBid: 4_400,
          currentBid: 1_050,
          minimumBid: 1_100,
          bidCount: 4,
          highBidder: true,
          status: 'high-bidder',
          reserve: 'none',
          reserveMet: false,
          total: {
            maxTotal: 5_000,
            bid: 4_400,
            buyerFee: 396,
            documentationFee: 95,
            otherFees: 94,
            shipping: null,
            total: 4_985,
          },
        },
      });
    await live();
    const box = await screen.findByTestId('live-total-bid');
    fireEvent.click(within(box).getByText('My total, fees included'));
    const field = within(box).getByLabelText('My total is at most (USD)');
    fireEvent.change(field, { target: { value: '900' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Place maximum bid' }));
    // At the live minimum $1,050 a Starter member pays $1,538 all in.
    expect(await within(box).findByRole('alert')).toHaveTextContent('at least $1,538');
    expect(sentBids()).toHaveLength(0);
    fireEvent.change(field, { target: { value: '5000' } });
    expect(within(box).getByText('Your maximum bid will be $4,400.')).toBeInTheDocument();
    fireEvent.click(within(box).getByRole('button', { name: 'Place maximum bid' }));
    await waitFor(() => expect(sentBids()).toHaveLength(1));
    expect(sentBids()[0]!.body).toEqual({ lotId: LOT, maxTotal: 5_000, locale: 'en' });
    expect(await screen.findByTestId('toast')).toHaveTextContent('$4,985 all in, within your $5,000');
  });
  test('a refused late bid is explained', async () => {
    api.answer = async () => reply(409, { error: { code: 'lot_not_open', message: 'closed' } });
    await live();
    fireEvent.click(await screen.findByRole('button', { name: 'Bid $1,050' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
  test('says outbid when the member has a maximum but does not lead', async () => {
    resetKit({ ...publicState, member: { ...member, maxBid: 1_000, highBidder: false } });
    await live();
    await waitFor(() => expect(state()).toHaveTextContent('You have been outbid: the bid is $1,000.'));
  });
  test('announces every new bid politely', async () => {
    const { socket } = await live();
    act(() =>
      socket.serverSends('event', event('bid', liveLot(STOCK, { version: 2, current_bid_value: 1_250 }))),
    );
    const region = screen.getByText('Current bid $1,250');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });
  test('a sale to the member is announced assertively: sold to you', async () => {
    resetKit({ ...publicState, member: { ...member, maxBid: 1_100, highBidder: true } });
    const { socket } = await live();
    api.bidding = {
      ...publicState,
      status: 'sold',
      open: false,
      live: false,
      soldFor: 1_100,
      member: { ...member, maxBid: 1_100, highBidder: true },
    };
    act(() =>
      socket.serverSends(
        'event',
        event(
          'sold',
          liveLot(STOCK, { version: 3, status: 'sold', sold: true, sold_for: 1_100, on_the_block: false }),
        ),
      ),
    );
    await waitFor(() => expect(state()).toHaveTextContent('Sold to you for $1,100. You won this lot!'));
    expect(state()).toHaveAttribute('aria-live', 'assertive');
    expect(state()).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('live-bid-button')).not.toBeInTheDocument();
  });
  test('a visitor sees "sold" with the price', async () => {
    resetKit();
    const { socket } = await live();
    act(() =>
      socket.serverSends(
        'event',
        event(
          'sold',
          liveLot(STOCK, { version: 3, status: 'sold', sold: true, sold_for: 1_300, on_the_block: false }),
        ),
      ),
    );
    expect(state()).toHaveTextContent('Sold for $1,300.');
  });
  test.each([
    ['a member', member],
    ['a visitor', null],
  ])('%s watching still sees "sold" once the lane ends after its last lot', async (_who, watcher) => {
    // The server ends a sale without a new version: the sold event repeats the last bid's.
    resetKit({ ...publicState, member: watcher });
    const { socket, client } = await live();
    const { lotBiddingQueryKey } = await import('@/lib/api/bidding');
    await waitFor(() => expect(client.getQueryData(lotBiddingQueryKey(LOT))).toBeDefined());
    act(() =>
      socket.serverSends('event', event('bid', liveLot(STOCK, { version: 2, current_bid_value: 1_100 }))),
    );
    api.bidding = {
      ...publicState,
      status: 'sold',
      open: false,
      live: false,
      currentBid: 1_100,
      soldFor: 1_100,
      member: watcher,
    };
    const fetches = kit.biddingFetches();
    act(() =>
      socket.serverSends(
        'event',
        event(
          'sold',
          liveLot(STOCK, { version: 2, status: 'sold', sold: true, sold_for: 1_100, on_the_block: false }),
        ),
      ),
    );
    await waitFor(() => expect(kit.biddingFetches()).toBe(fetches + 1));
    // The lane's last lot: the auction ends at once, and the feed no longer speaks for the lot.
    act(() =>
      socket.serverSends('event', {
        ...event('auction-ended', null),
        auction: { ...auction, status: 'ended', auction_in_progress: false },
      }),
    );
    await waitFor(() => expect(state()).toHaveTextContent('Sold for $1,100.'));
  });
  test('on approval', async () => {
    const { socket } = await live();
    act(() =>
      socket.serverSends(
        'event',
        event(
          'on-approval',
          liveLot(STOCK, { version: 3, status: 'on-approval', on_the_block: false, current_bid_value: 900 }),
        ),
      ),
    );
    expect(state()).toHaveTextContent('On approval at $1,000: the seller decides.');
  });
  test('a Guest member cannot bid live and is told why', async () => {
    resetKit({ ...publicState, member: { ...member, membershipCode: 'guest' } });
    await live();
    expect(await screen.findByText(labels.cannotBid)).toBeInTheDocument();
    expect(screen.queryByTestId('live-bid-button')).not.toBeInTheDocument();
  });
});

describe('a lane paused from the console', () => {
  const pausedEvent = (kind: 'paused' | 'state', remainingMs = 6_000) => ({
    ...event(kind, liveLot(STOCK), { remainingMs }),
    auction: { ...auction, paused: true },
  });

  test('every watcher is told "Paused" politely; the countdown stands still and the bid button waits', async () => {
    const { socket } = await live();
    const notice = screen.getByTestId('live-paused');
    // The live region is there before the pause, so that its text is announced when it comes.
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toBeEmptyDOMElement();
    expect(await screen.findByRole('button', { name: 'Bid $1,050' })).toBeEnabled();

    act(() => socket.serverSends('event', pausedEvent('paused')));
    expect(notice).toHaveTextContent(`${labels.paused} ${labels.pausedNote}`);
    const countdown = screen.getByTestId('live-countdown');
    expect(countdown).toHaveTextContent('6 s');
    expect(countdown).toHaveAttribute('data-paused', 'true');
    expect(screen.getByRole('button', { name: 'Bid $1,050' })).toBeDisabled();
    await new Promise((r) => setTimeout(r, 1_100));
    expect(screen.getByTestId('live-countdown')).toHaveTextContent('6 s');

    act(() => socket.serverSends('event', event('resumed', liveLot(STOCK), { remainingMs: 6_000 })));
    expect(notice).toBeEmptyDOMElement();
    expect(screen.getByTestId('live-countdown')).not.toHaveAttribute('data-paused');
    expect(screen.getByRole('button', { name: 'Bid $1,050' })).toBeEnabled();
  });

  test('a watcher of another lot of the lane sees it paused too', async () => {
    const { socket } = await live(liveLot('30000002'));
    act(() =>
      socket.serverSends('event', {
        ...event('paused', liveLot('30000002')),
        auction: { ...auction, paused: true },
      }),
    );
    expect(screen.getByTestId('live-paused')).toHaveTextContent(labels.paused);
    expect(state()).toHaveTextContent('Lots before this one: 1.');
  });

  test('"Paused" and its note are translated in every language', () => {
    const texts = LOCALES.map(
      (locale) =>
        (
          JSON.parse(readFileSync(`${import.meta.dirname}/../../messages/${locale}.json`, 'utf8')) as {
            Live: { paused: string; pausedNote: string };
          }
        ).Live,
    );
    expect(new Set(texts.map((t) => t.paused)).size).toBe(LOCALES.length);
    expect(new Set(texts.map((t) => t.pausedNote)).size).toBe(LOCALES.length);
  });
});

describe('following the lane', () => {
  const moveOn = (socket: FakeSocket) =>
    act(() => {
      socket.serverSends(
        'event',
        event('not-sold', liveLot(STOCK, { version: 2, status: 'not-sold', on_the_block: false })),
      );
      socket.serverSends('event', event('on-the-block', liveLot('30000004')));
    });
  test('offers the next lot on the block, keeping ?broadcast', async () => {
    const { socket } = await live();
    expect(screen.queryByTestId('live-follow-next')).not.toBeInTheDocument();
    moveOn(socket);
    const offer = screen.getByTestId('live-follow-next');
    expect(offer).toHaveTextContent('Now on the block: 2018 Car 4.');
    expect(within(offer).getByRole('link', { name: 'Go to the lot' })).toHaveAttribute(
      'href',
      '/300000004-2018-car-4?broadcast',
    );
    expect(push).not.toHaveBeenCalled();
  });
  test('with "follow this lane" ticked it goes there by itself', async () => {
    const { socket } = await live();
    fireEvent.click(screen.getByLabelText('Follow this lane'));
    moveOn(socket);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/300000004-2018-car-4?broadcast'));
    expect(push).toHaveBeenCalledTimes(1);
  });
});

test('after a reconnect the bidding state is fetched again', async () => {
  const { socket } = await live();
  await waitFor(() => expect(kit.biddingFetches()).toBeGreaterThan(0));
  const before = kit.biddingFetches();
  act(() => socket.serverSends('connect'));
  await waitFor(() => expect(kit.biddingFetches()).toBe(before + 1));
  expect(socket.emitted.filter(([name]) => name === 'subscribe')).toHaveLength(2);
});

describe('a lane that sells later today, in live mode before its start', () => {
  const START = Date.parse('2030-01-10T16:00:00Z');
  const waiting = () => ({
    startsAt: START,
    text: 'The live auction of lane A starts at 10:00 AM CST. This page joins it when the sale begins.',
    countdown: {
      startsIn: 'Sale starts in {time}',
      days: '{days} d {time}',
      started: 'The sale has started',
    },
  });
  /** The panel while the server's clock says `serverNow`, the clock measured. */
  const renderWaiting = async (serverNow: number) => {
    serverOffset = serverNow - Date.now();
    renderLive(
      <LiveLotPanel
        info={{ ...info, auctionInProgress: false, runlistLots: [] }}
        publicState={publicBidding}
        labels={labels}
        bidBoxLabels={boxLabels}
        waiting={waiting()}
      />,
    );
    await act(async () => {
      await Promise.resolve();
    });
  };

  afterEach(() => jest.useRealTimers());

  test('shows the start and a countdown on the server clock, joins nothing yet', async () => {
    await renderWaiting(START - 90_000);
    const panel = screen.getByTestId('live-lot-waiting');
    expect(within(panel).getByRole('heading', { name: labels.title })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('starts at 10:00 AM CST');
    expect(within(panel).getByRole('timer')).toHaveTextContent('Sale starts in 00:01:30');
    expect(io).not.toHaveBeenCalled();
  });

  test('renders the page again once the start has come, so the live panel can take over', async () => {
    jest.useFakeTimers({ now: Date.parse('2031-06-01T00:00:00Z') });
    await renderWaiting(START - 2_000);
    act(() => jest.advanceTimersByTime(2_000 + LOOK_AGAIN_MS - 100));
    expect(refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('gives up on a lane long overdue', async () => {
    jest.useFakeTimers();
    await renderWaiting(START + GIVE_UP_AFTER_MS + 1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(refresh).not.toHaveBeenCalled();
  });

  test('shows nothing without `broadcast` in the URL', async () => {
    window.history.replaceState(null, '', `/${LOT}-2018-car`);
    await renderWaiting(START - 2_000);
    expect(screen.queryByTestId('live-lot-waiting')).not.toBeInTheDocument();
  });
});
