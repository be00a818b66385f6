import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { buyingPower, type BuyingPower, type Commitment } from './buying-power';

export interface CommitmentLine extends Commitment {
  title: string;
  path: string;
}

/** The bidding-limit page's figures: the member's buying power with each commitment's lot named and linked. */
export async function buyingPowerOverview(
  memberId: string,
): Promise<Omit<BuyingPower, 'commitments'> & { commitments: CommitmentLine[] }> {
  const db = await getDb();
  const power = await buyingPower(db, memberId);
  const ids = [...new Set(power.commitments.map((c) => c.lotId))];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: lots.id, year: lots.year, make: lots.make, model: lots.model, trim: lots.trim })
          .from(lots)
          .where(inArray(lots.id, ids));
  const byId = new Map(named.map((lot) => [lot.id, lot]));
  return {
    ...power,
    commitments: power.commitments.map((c) => {
      const lot = byId.get(c.lotId);
      return {
        ...c,
        title: lot ? [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ') : String(c.lotId),
        path: lot ? lotPathOf(lot) : '/search',
      };
    }),
  };
}
