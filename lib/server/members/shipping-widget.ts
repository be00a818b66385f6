import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members } from '@/lib/db/schema';

/** POST shipping/widget-state: remember whether the member wants the shipping widget on lot pages. */
export async function setShippingWidget(memberId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  const db = await getDb();
  await db.update(members).set({ shippingWidgetEnabled: enabled }).where(eq(members.id, memberId));
  return { enabled };
}
