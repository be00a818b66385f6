import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';

/** 404 unless a lot has this id. */
export async function requireLot(db: Db, lotId: number): Promise<void> {
  const [lot] = await db.select({ id: lots.id }).from(lots).where(eq(lots.id, lotId)).limit(1);
  if (!lot) throw ApiError.notFound('There is no lot with this id.');
}
