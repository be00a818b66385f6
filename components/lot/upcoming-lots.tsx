import { LotCard } from './lot-card';
import { pageShows } from '@/lib/server/cache/page-shows';
import { listUpcomingLots } from '@/lib/server/lots/list-upcoming-lots';
import { inventoryGeneration } from '@/lib/server/search/facet-index/facet-index';

/**
 * The next lots to sell, as a grid (home page and the not-found page). A cached page keeps it while the inventory
 * (which lots are listed) and each listed lot (its bid) are unchanged: the generation is read before the list.
 */
export async function UpcomingLots({ limit, empty }: { limit: number; empty: string }) {
  const inventory = await inventoryGeneration();
  const lots = await listUpcomingLots(limit);
  await pageShows({ lots, inventory });
  if (lots.length === 0) return <p>{empty}</p>;
  return (
    <div className="lot-grid">
      {lots.map((lot, index) => (
        <LotCard key={lot.id} lot={lot} priority={index < 4} />
      ))}
    </div>
  );
}
