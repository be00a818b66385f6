import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches } from '@/lib/db/schema';

/** The branches the approvals list filters by, by name. */
export async function branchChoices(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: branches.id, name: branches.name }).from(branches).orderBy(asc(branches.name));
}
