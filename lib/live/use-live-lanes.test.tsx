import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { wireDollars } from '@/lib/schemas/money';
import { LIVE_FEED_LIMITS } from './feed-events';
import type { LaneState } from './live-lanes-store';

// ES modules: the kit mocks next/navigation and socket.io-client before the hook is imported.
const kit = await import('@/test/kits/live-test-kit');
const { auction, event, io, liveLot, renderLive, resetKit, ROOM, sockets } = kit;
const { useLiveLanes } = await import('./use-live-lanes');

/** The bid of the lot on the block as the feed sent it (the lane holds `Cents`). */
function dollarsOnBlock(lane: LaneState): number | undefined {
  const bid = lane.lots[lane.onTheBlock ?? '']?.current_bid_value;
  return bid === undefined ? undefined : z.encode(wireDollars, bid);
}

function Probe({ rooms, enabled }: { rooms: string[]; enabled: boolean }) {
  const lanes = useLiveLanes(rooms, enabled);
  const lane = lanes[ROOM];
  return (
    <p data-testid="probe">
      {lane ? `${lane.runlist.join(',')}|${lane.onTheBlock}|${dollarsOnBlock(lane)}` : 'none'}
    </p>
  );
}

async function connected() {
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0]!;
  act(() => socket.serverSends('connect'));
  return socket;
}

beforeEach(() => resetKit());

test('disabled (no broadcast, auction not in progress...) it loads no socket at all', async () => {
  renderLive(<Probe rooms={[ROOM]} enabled={false} />);
  await new Promise((r) => setTimeout(r, 20));
  expect(io).not.toHaveBeenCalled();
  expect(screen.getByTestId('probe')).toHaveTextContent('none');
});

test('connects to /socket, subscribes to the room and keeps the runlist and the latest event', async () => {
  renderLive(<Probe rooms={[ROOM]} enabled />);
  const socket = await connected();
  expect(io).toHaveBeenCalledWith({ path: '/socket' });
  expect(socket.emitted).toEqual([['subscribe', ROOM]]);
  act(() => {
    socket.serverSends('runlist', { auction, runlist: ['30000001', '30000002'] });
    socket.serverSends('event', event('state', liveLot('30000001', { version: 4, current_bid_value: 900 })));
  });
  expect(screen.getByTestId('probe')).toHaveTextContent('30000001,30000002|30000001|900');
  act(() =>
    socket.serverSends('event', event('bid', liveLot('30000001', { version: 3, current_bid_value: 850 }))),
  );
  expect(screen.getByTestId('probe')).toHaveTextContent('|900');
  act(() =>
    socket.serverSends('event', event('bid', liveLot('30000001', { version: 5, current_bid_value: 950 }))),
  );
  expect(screen.getByTestId('probe')).toHaveTextContent('|950');
});

test('after a reconnect it subscribes again and refetches the bidding state; unmounting disconnects', async () => {
  const { client, unmount } = renderLive(<Probe rooms={[ROOM]} enabled />);
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const socket = await connected();
  expect(invalidate).not.toHaveBeenCalled();
  act(() => socket.serverSends('disconnect'));
  act(() => socket.serverSends('connect'));
  expect(socket.emitted).toEqual([
    ['subscribe', ROOM],
    ['subscribe', ROOM],
  ]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lot-bidding'] });
  unmount();
  expect(socket.disconnected).toBe(true);
});

test('it follows at most LIVE_FEED_LIMITS.roomsPerSocket rooms, in one subscribe message', async () => {
  const rooms = Array.from({ length: 60 }, (_, i) => `iaa-${100 + i}-a`);
  renderLive(<Probe rooms={rooms} enabled />);
  const socket = await connected();
  expect(socket.emitted).toHaveLength(1);
  const sent = String(socket.emitted[0]![1]).split(',');
  expect(sent).toHaveLength(LIVE_FEED_LIMITS.roomsPerSocket);
  expect(sent).toEqual([...rooms].sort().slice(0, LIVE_FEED_LIMITS.roomsPerSocket));
});
