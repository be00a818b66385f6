import Link from 'next/link';
import { formatUsd } from '@/lib/domain/format';
import type { LaneState } from '@/lib/schemas/admin-lanes';

/** The lanes selling now: each links to its console view, with its state, the lot on the block and its bid. */
export function LaneListTable({ lanes }: { lanes: readonly LaneState[] }) {
  if (lanes.length === 0) return <p className="admin-empty">No lane is selling now.</p>;
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby="lanes-table-caption" tabIndex={0}>
      <table className="admin-table" data-testid="admin-lanes">
        <caption id="lanes-table-caption">Lanes selling now, by branch and lane</caption>
        <thead>
          <tr>
            <th scope="col">Lane</th>
            <th scope="col">State</th>
            <th scope="col">On the block</th>
            <th scope="col">Bid</th>
            <th scope="col">Bidders</th>
            <th scope="col">Lots left</th>
          </tr>
        </thead>
        <tbody>
          {lanes.map((lane) => (
            <tr key={lane.auctionId}>
              <td>
                <Link href={`/admin/lanes/${lane.auctionId}`}>
                  {lane.branch.name}, lane {lane.lane}
                </Link>
              </td>
              <td>{lane.paused ? 'Paused' : 'Selling'}</td>
              <td>{lane.lot ? `${lane.lot.title} (lot ${lane.lot.id})` : 'Between lots'}</td>
              <td>{lane.lot ? formatUsd(lane.lot.currentBid) : '—'}</td>
              <td>{lane.lot ? lane.lot.bidders.toLocaleString('en-US') : '—'}</td>
              <td>{lane.lotsLeft.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
