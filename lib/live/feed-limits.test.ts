import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { waitFor } from '@/test/live-auctions';
import { AddressSlots } from './address-slots';
import { liveAuctionOf, liveEventOf, type AuctionRow } from './feed-events';
import type { FeedError } from '@/lib/domain/live-events';
import type { RoomState } from './room-state-cache';
import { createLiveServer, type LiveServer } from './server';

/** The caps of this file's server: small, so the tests stay short (the abuse test runs the defaults). */
const LIMITS = { roomsPerSocket: 4, socketsPerAddress: 3 };
const KNOWN = new Set(['iaa-1-a', 'iaa-1-b', 'iaa-1-c', 'iaa-1-d', 'iaa-1-e', 'iaa-2-a', 'iaa-2-b']);

function stateOf(room: string): RoomState {
  const [, branch, lane] = room.split('-');
  const row: AuctionRow = {
    id: 1,
    branchId: Number(branch),
    lane: lane!.toUpperCase(),
    startsAt: new Date('2030-01-10T15:00:00Z'),
    status: 'scheduled',
    currentLotId: null,
    countdownEndsAt: null,
    pausedRemainingMs: null,
  };
  return {
    runlist: { auction: liveAuctionOf(row), runlist: [] },
    event: liveEventOf('state', row, null, new Date()),
  };
}

test('address slots: a cap per address, freed on release', () => {
  const slots = new AddressSlots(2);
  expect([slots.take('a'), slots.take('a'), slots.take('a'), slots.take('b')]).toEqual([
    true,
    true,
    false,
    true,
  ]);
  slots.release('a');
  expect(slots.held('a')).toBe(1);
  expect(slots.take('a')).toBe(true);
  slots.release('b');
  slots.release('b');
  expect(slots.held('b')).toBe(0);
});

describe('the live feed caps', () => {
  let http: HttpServer;
  let live: LiveServer;
  let url: string;
  let existsAnswer: 'known' | 'fail' = 'known';
  const existsAsked: string[] = [];
  const stateRead: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    http = createServer();
    live = createLiveServer(http, {
      roomExists: async (room) => {
        existsAsked.push(room);
        if (existsAnswer === 'fail') throw new Error('database down');
        return KNOWN.has(room);
      },
      roomState: async (room) => {
        stateRead.push(room);
        return stateOf(room);
      },
      limits: LIMITS,
      // One proxy of ours in front: the address is the X-Forwarded-For entry it wrote (the rightmost).
      trustProxy: 1,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    existsAnswer = 'known';
    existsAsked.length = 0;
    stateRead.length = 0;
    // The server frees the slots as it sees the disconnects.
    await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await live.close();
    await new Promise((resolve) => http.close(resolve));
  });

  /** A feed client (from `forwardedFor` as our proxy would say); what it hears; how it was disconnected. */
  function open(forwardedFor?: string) {
    const socket = connect(url, {
      path: '/socket',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    sockets.push(socket);
    const heard = { errors: [] as FeedError[], states: [] as string[], disconnect: null as string | null };
    socket.on('error_message', (e: FeedError) => heard.errors.push(e));
    socket.on('event', (e: { auction: { id: string } }) => heard.states.push(e.auction.id));
    socket.on('disconnect', (reason) => (heard.disconnect = reason));
    return { socket, heard };
  }
  const connected = async (client: ReturnType<typeof open>) => {
    await waitFor(() => client.socket.connected || client.heard.disconnect, 5_000, 'the connection');
    // The server refuses a connection over the cap right after accepting it.
    await new Promise((r) => setTimeout(r, 50));
    return client;
  };
  const subscribe = (client: ReturnType<typeof open>, rooms: string) =>
    client.socket.timeout(2_000).emitWithAck('subscribe', rooms) as Promise<{
      data?: { rooms: string[] };
      error?: FeedError;
    }>;

  test('connections past the cap of one client address are refused with the error, then disconnected', async () => {
    const first = await Promise.all([1, 2, 3].map(() => connected(open('203.0.113.5'))));
    expect(first.every((c) => c.socket.connected && c.heard.errors.length === 0)).toBe(true);
    // The client's own claim left of our proxy's entry does not make it another address.
    const fourth = await connected(open('198.51.100.1, 203.0.113.5'));
    await waitFor(() => fourth.heard.disconnect, 5_000, 'the disconnect');
    expect(fourth.heard.errors).toEqual([expect.objectContaining({ code: 'too_many_connections' })]);
    expect(fourth.heard.disconnect).toBe('io server disconnect');
    // Other addresses are not affected.
    const other = await connected(open('203.0.113.6'));
    expect(other.socket.connected).toBe(true);
    // A closed connection frees its slot.
    first[0]!.socket.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    const again = await connected(open('203.0.113.5'));
    expect(again.socket.connected).toBe(true);
    expect(again.heard.errors).toEqual([]);
  });

  test('a room that does not exist is refused and never read; known ones are followed', async () => {
    const c = await connected(open());
    const answer = await subscribe(c, 'iaa-9-x,iaa-1-a,iaa-9-y');
    expect(answer).toEqual({ data: { rooms: ['iaa-1-a'] } });
    await waitFor(() => c.heard.errors.length > 0 && c.heard.states.length > 0, 5_000, 'the answers');
    expect(c.heard.errors).toEqual([
      { code: 'unknown_auction', message: 'No such auction: iaa-9-x, iaa-9-y.' },
    ]);
    expect(stateRead).toEqual(['iaa-1-a']);
    // Only unknown rooms: the ack is the error.
    expect(await subscribe(c, 'iaa-9-z')).toEqual({
      error: expect.objectContaining({ code: 'unknown_auction' }),
    });
    // Fifty unknown rooms do not count against the rooms cap.
    const nonsense = Array.from({ length: 50 }, (_, i) => `iaa-${900 + i}-z`).join(',');
    expect(await subscribe(c, nonsense)).toMatchObject({ error: { code: 'unknown_auction' } });
    expect(stateRead).toEqual(['iaa-1-a']);
    expect(c.socket.connected).toBe(true);
  });

  test('a room already followed is not read again; past the rooms cap the connection is closed', async () => {
    const c = await connected(open());
    expect(await subscribe(c, 'iaa-1-a,iaa-1-b,iaa-1-c')).toEqual({
      data: { rooms: ['iaa-1-a', 'iaa-1-b', 'iaa-1-c'] },
    });
    expect(await subscribe(c, 'iaa-1-a,iaa-1-d')).toEqual({ data: { rooms: ['iaa-1-a', 'iaa-1-d'] } });
    await waitFor(() => c.heard.states.length === 4, 5_000, 'four states');
    expect(stateRead.sort()).toEqual(['iaa-1-a', 'iaa-1-b', 'iaa-1-c', 'iaa-1-d']);
    // Leaving a room frees its place.
    await c.socket.timeout(2_000).emitWithAck('unsubscribe', 'iaa-1-d');
    expect(await subscribe(c, 'iaa-1-e')).toEqual({ data: { rooms: ['iaa-1-e'] } });
    // The fifth room at once.
    expect(await subscribe(c, 'iaa-2-a')).toEqual({
      error: expect.objectContaining({ code: 'too_many_rooms' }),
    });
    await waitFor(() => c.heard.disconnect, 5_000, 'the disconnect');
    expect(c.heard.disconnect).toBe('io server disconnect');
    expect(c.heard.errors.map((e) => e.code)).toEqual(['too_many_rooms']);
    expect(stateRead).not.toContain('iaa-2-a');
  });

  test('subscriptions that race are counted one after another', async () => {
    const c = await connected(open());
    const answers = await Promise.all([
      subscribe(c, 'iaa-1-a,iaa-1-b,iaa-1-c'),
      subscribe(c, 'iaa-1-d,iaa-1-e,iaa-2-a'),
    ]).catch(() => null);
    // The second message is refused (its ack may be lost with the connection): never six rooms followed.
    expect(answers === null || answers[1]?.error?.code === 'too_many_rooms').toBe(true);
    await waitFor(() => c.heard.disconnect, 5_000, 'the disconnect');
    expect(c.heard.errors.map((e) => e.code)).toEqual(['too_many_rooms']);
    expect(stateRead.length).toBeLessThanOrEqual(LIMITS.roomsPerSocket);
  });

  test('when the list of lanes cannot be read, the subscription is refused as unavailable', async () => {
    const c = await connected(open());
    existsAnswer = 'fail';
    expect(await subscribe(c, 'iaa-1-a')).toEqual({
      error: expect.objectContaining({ code: 'unavailable' }),
    });
    expect(stateRead).toEqual([]);
    expect(c.socket.connected).toBe(true);
  });
});
