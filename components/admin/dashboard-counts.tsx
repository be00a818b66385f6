import type { DashboardCounts as Counts } from '@/lib/server/staff/dashboard';

const FIGURES: readonly { key: Exclude<keyof Counts, 'day'>; label: string; hint: string }[] = [
  { key: 'checkedIn', label: 'Checked in today', hint: 'Lots created in the console today.' },
  { key: 'photographed', label: 'Photographed today', hint: 'Lots given photos today.' },
  { key: 'scheduled', label: 'Scheduled', hint: 'Upcoming or in pre-bidding, with a sale date or auction.' },
  { key: 'onApproval', label: 'On approval', hint: 'High bids waiting for the seller’s decision.' },
];

/** The dashboard's four figures; "today" is the server's UTC day (`counts.day`). */
export function DashboardCounts({ counts }: { counts: Counts }) {
  return (
    <dl className="admin-counts">
      {FIGURES.map(({ key, label, hint }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd className="admin-counts__value">{counts[key].toLocaleString('en-US')}</dd>
          <dd className="admin-counts__hint">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
