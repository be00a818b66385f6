// The console's live lane in the browser: drawn from the API's state, kept live by the feed the buyers follow (a fake
// Socket.IO client plays the server), and the Pause / Resume / Skip lot commands.
import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LaneStateWire } from '@/lib/schemas/admin-lanes';

// ES modules: the kit mocks next/navigation and socket.io-client before the console is imported.
const kit = await import('@/test/kits/live-test-kit');
const { event, liveLot, renderLive, reply, resetKit, ROOM, sockets, STOCK, LOT } = kit;
const { LaneConsole } = await import('./lane-console');

const lane: LaneStateWire = {
  auctionId: 12,
  room: ROOM,
  branch: { id: 512, name: 'Dallas', city: 'Dallas', state: 'TX', timeZone: 'America/Chicago' },
  lane: 'A',
  status: 'live',
  startsAt: '2030-01-10T15:00:00.000Z',
  paused: false,
  pausedAt: null,
  lot: {
    id: LOT,
    stockNumber: STOCK,
    title: '2018 Honda Accord',
    path: `/${LOT}-2018-honda-accord`,
    currentBid: 1_000,
    bidCount: 3,
    bidders: 2,
    reserveMet: false,
    version: 1,
  },
  countdown: { endsAt: '2030-01-10T15:00:17.000Z', remainingMs: 12_000 },
  lotsLeft: 3,
  serverTime: '2030-01-10T15:00:05.000Z',
};

/** The API behind fetch: GET the lane answers `reads` in turn (the last one again), POSTs answer `commands`. */
const api = {
  reads: [] as LaneStateWire[],
  commands: [] as { status: number; body: unknown }[],
};
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  if (init?.method === 'POST') {
    const next = api.commands.shift();
    return next ? reply(next.status, next.body) : reply(500, {});
  }
  if (url === '/rest-api/v2/admin/lanes/12') {
    const state = api.reads.length > 1 ? api.reads.shift()! : api.reads[0];
    return state ? reply(200, { data: state }) : reply(500, {});
  }
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
});
const reads = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body)) as unknown,
      key: (init?.headers as Record<string, string>)['idempotency-key'],
    }));

beforeEach(() => {
  resetKit();
  fetchMock.mockClear();
  global.fetch = fetchMock as typeof fetch;
  api.reads = [lane];
  api.commands = [];
});

function renderConsole(initial: LaneStateWire = lane) {
  return renderLive(<LaneConsole initial={initial} />);
}

test('draws the lane: selling, the lot on the block, its bid, bidders and countdown', () => {
  renderConsole();
  expect(screen.getByTestId('lane-state')).toHaveTextContent('Selling');
  expect(screen.getByRole('heading', { name: 'On the block: 2018 Honda Accord' })).toBeInTheDocument();
  expect(screen.getByTestId('lane-bid')).toHaveTextContent('$1,000');
  expect(screen.getByText('Below the reserve')).toBeInTheDocument();
  expect(screen.getByTestId('lane-bidders')).toHaveTextContent('2');
  expect(screen.getByTestId('lane-countdown')).toHaveTextContent(/^1[12] s$/);
  expect(screen.getByTestId('lane-pause')).toBeEnabled();
  expect(screen.queryByTestId('lane-resume')).not.toBeInTheDocument();
  expect(screen.getByTestId('lane-joining')).toBeInTheDocument();
});

test('follows the lane on the buyers’ feed: a bid shows at once, and the bidders are read again', async () => {
  renderConsole();
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0]!;
  act(() => socket.serverSends('connect'));
  expect(socket.emitted).toEqual([['subscribe', ROOM]]);
  act(() => socket.serverSends('event', event('state', liveLot(STOCK))));
  await waitFor(() => expect(reads()).toBe(1));
  expect(screen.queryByTestId('lane-joining')).not.toBeInTheDocument();

  api.reads = [{ ...lane, lot: { ...lane.lot!, currentBid: 1_100, bidCount: 4, bidders: 3, version: 2 } }];
  act(() =>
    socket.serverSends(
      'event',
      event('bid', liveLot(STOCK, { version: 2, current_bid_value: 1_100, bid_count: 4 })),
    ),
  );
  expect(screen.getByTestId('lane-bid')).toHaveTextContent('$1,100');
  await waitFor(() => expect(screen.getByTestId('lane-bidders')).toHaveTextContent('3'));
  expect(reads()).toBe(2);
});

test('Pause sends the command with a key and the lot on the block; the lane then shows paused, its countdown frozen', async () => {
  renderConsole();
  const pausedLane: LaneStateWire = {
    ...lane,
    paused: true,
    pausedAt: '2030-01-10T15:00:08.000Z',
    countdown: { endsAt: '2030-01-10T15:00:17.000Z', remainingMs: 9_000 },
    serverTime: '2030-01-10T15:00:08.000Z',
  };
  api.commands = [{ status: 200, body: { data: pausedLane } }];
  fireEvent.click(screen.getByTestId('lane-pause'));
  await waitFor(() => expect(screen.getByTestId('lane-state')).toHaveTextContent('Paused'));
  const [sent] = posts();
  expect(sent).toMatchObject({ url: '/rest-api/v2/admin/lanes/12/pause', body: { lotId: LOT } });
  expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
  const announced = screen.getByTestId('lane-status');
  expect(announced).toHaveAttribute('aria-live', 'polite');
  expect(announced).toHaveTextContent(/Paused: the countdown is stopped/);
  expect(screen.getByTestId('lane-countdown')).toHaveTextContent('9 s');
  expect(screen.getByTestId('lane-countdown')).not.toHaveAttribute('data-ends-at');
  expect(screen.queryByTestId('lane-pause')).not.toBeInTheDocument();

  api.commands = [{ status: 200, body: { data: lane } }];
  fireEvent.click(screen.getByTestId('lane-resume'));
  await waitFor(() => expect(screen.getByTestId('lane-state')).toHaveTextContent('Selling'));
  expect(posts()[1]).toMatchObject({ url: '/rest-api/v2/admin/lanes/12/resume' });
  expect(posts()[1]!.key).not.toBe(sent!.key);
});

test('Skip lot asks first; once confirmed the next lot comes up', async () => {
  renderConsole();
  fireEvent.click(screen.getByTestId('lane-skip'));
  expect(posts()).toEqual([]);
  const question = screen.getByRole('group');
  expect(question).toHaveTextContent(`Skip lot ${LOT} (2018 Honda Accord)? It ends not sold`);
  fireEvent.click(within(question).getByRole('button', { name: 'Keep it on the block' }));
  expect(screen.queryByRole('group')).not.toBeInTheDocument();

  fireEvent.click(screen.getByTestId('lane-skip'));
  api.commands = [
    {
      status: 200,
      body: {
        data: {
          ...lane,
          lot: { ...lane.lot!, id: 300000004, stockNumber: '30000004', title: '2019 Ford F-150', bidders: 0 },
          lotsLeft: 2,
        },
      },
    },
  ];
  fireEvent.click(screen.getByTestId('lane-skip-confirm'));
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'On the block: 2019 Ford F-150' })).toBeInTheDocument(),
  );
  expect(posts()).toMatchObject([{ url: '/rest-api/v2/admin/lanes/12/skip', body: { lotId: LOT } }]);
  expect(screen.getByTestId('lane-lots-left')).toHaveTextContent('2');
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});

test('a refused command shows the server’s reason and reads the lane again', async () => {
  renderConsole();
  api.commands = [
    { status: 409, body: { error: { code: 'already_paused', message: 'This lane is paused already.' } } },
  ];
  api.reads = [{ ...lane, paused: true }];
  fireEvent.click(screen.getByTestId('lane-pause'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This lane is paused already.');
  await waitFor(() => expect(screen.getByTestId('lane-state')).toHaveTextContent('Paused'));
  expect(reads()).toBe(1);
});

test('a lane that is not selling offers no command and joins no feed', async () => {
  renderConsole({ ...lane, status: 'ended', lot: null, countdown: null, lotsLeft: 0 });
  expect(screen.getByTestId('lane-state')).toHaveTextContent('Ended');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 20));
  expect(sockets).toHaveLength(0);
});
