import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members } from '@/lib/db/schema';
import { destinationKey, type ShippingDestination } from '@/lib/domain/shipping-estimate';

/** PUT account/shipping-destination: keep (or, with null, forget) where the member wants estimates to. */
export async function keepShippingDestination(
  memberId: string,
  destination: ShippingDestination | null,
): Promise<{ destination: ShippingDestination | null }> {
  const db = await getDb();
  await db
    .update(members)
    .set({ shippingDestination: destination ? destinationKey(destination) : null })
    .where(eq(members.id, memberId));
  return { destination };
}
