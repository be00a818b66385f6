import type { AdminHandover } from '@/lib/schemas/handover';
import { CAUSE_NAMES, consoleDay, consoleTime } from './handover-texts';

/** The delays recorded for the lot: cause, the days, the reason, when. */
export function DelaysTable({ delays }: { delays: AdminHandover['delays'] }) {
  if (delays.length === 0) return <p className="admin-empty">No delay recorded.</p>;
  return (
    <table className="admin-table" data-testid="admin-delays">
      <caption>Delays not charged for storage</caption>
      <thead>
        <tr>
          <th scope="col">Cause</th>
          <th scope="col">Days</th>
          <th scope="col">Reason</th>
          <th scope="col">Recorded</th>
        </tr>
      </thead>
      <tbody>
        {delays.map((d) => (
          <tr key={d.id}>
            <td>{CAUSE_NAMES[d.cause]}</td>
            <td>{d.from && d.to ? `${consoleDay(d.from)} to ${consoleDay(d.to)} (${d.days})` : d.days}</td>
            <td>{d.reason}</td>
            <td>{consoleTime(d.recordedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
