import { render, screen, within } from '@testing-library/react';
import { cents } from '@/lib/domain/money';
import type { LaneState } from '@/lib/schemas/admin-lanes';
import { LaneListTable } from './lane-list-table';

const lane: LaneState = {
  auctionId: 12,
  room: 'iaa-1-a',
  branch: { id: 1, name: 'Dallas', city: 'Dallas', state: 'TX', timeZone: 'America/Chicago' },
  lane: 'A',
  status: 'live',
  startsAt: '2030-01-10T15:00:00.000Z',
  paused: false,
  pausedAt: null,
  lot: {
    id: 300000003,
    stockNumber: '30000003',
    title: '2018 Honda Accord',
    path: '/300000003-2018-honda-accord',
    currentBid: cents(125_000),
    bidCount: 4,
    bidders: 3,
    reserveMet: true,
    version: 4,
  },
  countdown: { endsAt: '2030-01-10T15:00:20.000Z', remainingMs: 12_000 },
  lotsLeft: 7,
  serverTime: '2030-01-10T15:00:08.000Z',
};

test('each lane selling now links to its live view, with its state, lot, bid, bidders and lots left', () => {
  render(<LaneListTable lanes={[lane, { ...lane, auctionId: 13, lane: 'B', paused: true, lot: null }]} />);
  const table = screen.getByRole('table', { name: 'Lanes selling now, by branch and lane' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('link', { name: 'Dallas, lane A' })).toHaveAttribute(
    'href',
    '/admin/lanes/12',
  );
  expect(first).toHaveTextContent('Selling2018 Honda Accord (lot 300000003)$1,25037');
  expect(second).toHaveTextContent('Dallas, lane BPausedBetween lots——7');
});

test('says so when no lane sells', () => {
  render(<LaneListTable lanes={[]} />);
  expect(screen.getByText('No lane is selling now.')).toBeInTheDocument();
});
