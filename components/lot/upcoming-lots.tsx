import { LotCard } from './lot-card';
import { listUpcomingLots } from '@/lib/server/lots/list-upcoming-lots';

/** The next lots to sell, as a grid (home page and the not-found page). */
export async function UpcomingLots({ limit, empty }: { limit: number; empty: string }) {
  const lots = await listUpcomingLots(limit);
  if (lots.length === 0) return <p>{empty}</p>;
  return (
    <div className="lot-grid">
      {lots.map((lot, index) => (
        <LotCard key={lot.id} lot={lot} priority={index < 4} />
      ))}
    </div>
  );
}
