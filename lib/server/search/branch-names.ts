import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches } from '@/lib/db/schema';
import { cachedCounts } from './search-cache';

export interface BranchName {
  id: number;
  name: string;
  city: string;
  state: string;
}

/** Every branch's name and place, by id (a small, rarely changing list: kept ten minutes). */
export function branchNames(): Promise<Map<number, BranchName>> {
  return cachedCounts(
    'branches',
    async () => {
      const db = await getDb();
      const rows = await db
        .select({ id: branches.id, name: branches.name, city: branches.city, state: branches.state })
        .from(branches)
        .orderBy(asc(branches.name));
      return new Map(rows.map((r) => [r.id, r]));
    },
    10 * 60_000,
  );
}
