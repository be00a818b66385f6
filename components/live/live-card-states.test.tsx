import { act, screen, waitFor } from '@testing-library/react';
import { centsFromDollars } from '@/lib/domain/money';

// ES modules: the kit mocks next/navigation and socket.io-client before the components are imported.
const kit = await import('@/test/kits/live-test-kit');
const { auction, event, io, liveLot, renderLive, resetKit, ROOM, RUNLIST, sockets } = kit;
const { LiveCardState, LiveCardStates } = await import('./live-card-states');
const { liveCardLabels } = await import('./live-labels-server');
const messages = (await import('@/messages/en.json', { with: { type: 'json' } })).default;

const labels = liveCardLabels({
  raw: (key) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages.Live),
});
const lots = RUNLIST.map((stock, i) => ({
  lotId: 300000001 + i,
  stockNumber: stock,
  branchId: 512,
  lane: 'A',
  room: ROOM,
}));

function renderCards() {
  return renderLive(
    <LiveCardStates lots={lots} labels={labels}>
      {lots.map((lot) => (
        <article key={lot.lotId} data-testid={`card-${lot.stockNumber}`}>
          <LiveCardState lotId={lot.lotId} bidCents={centsFromDollars(500)} />
        </article>
      ))}
      <article data-testid="card-other">
        <LiveCardState lotId={399999999} bidCents={centsFromDollars(500)} />
      </article>
    </LiveCardStates>,
  );
}

beforeEach(() => resetKit());

test('without `broadcast` the cards show nothing live and no socket is opened', async () => {
  window.history.replaceState(null, '', '/search/?q=honda');
  renderCards();
  await new Promise((r) => setTimeout(r, 20));
  expect(io).not.toHaveBeenCalled();
  expect(screen.queryByTestId('live-card-state')).not.toBeInTheDocument();
});

test('with it the cards show on the block, sold $x and the lots before them', async () => {
  window.history.replaceState(null, '', '/search/?q=honda&broadcast=1');
  renderCards();
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0]!;
  act(() => {
    socket.serverSends('connect');
    socket.serverSends('runlist', { auction, runlist: RUNLIST });
    socket.serverSends(
      'event',
      event(
        'sold',
        liveLot('30000001', { status: 'sold', sold: true, sold_for: 2_100, on_the_block: false }),
      ),
    );
    socket.serverSends('event', event('on-the-block', liveLot('30000002')));
  });
  expect(socket.emitted).toEqual([['subscribe', ROOM]]);
  expect(screen.getByTestId('card-30000001')).toHaveTextContent('Sold $2,100');
  expect(screen.getByTestId('card-30000002')).toHaveTextContent('On the block');
  expect(screen.getByTestId('card-30000003')).toHaveTextContent('Lots before it: 1');
  expect(screen.getByTestId('card-30000004')).toHaveTextContent('Lots before it: 2');
  expect(screen.getByTestId('card-other')).toBeEmptyDOMElement();
});
