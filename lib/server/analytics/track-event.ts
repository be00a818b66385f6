import 'server-only';
import { getDb } from '@/lib/db/database';
import { analyticsEvents } from '@/lib/db/schema';
import type { AnalyticsEvent } from '@/lib/schemas/analytics';

/** Store one analytics event (already validated with analyticsEventSchema). */
export async function trackEvent(event: AnalyticsEvent): Promise<void> {
  const db = await getDb();
  await db.insert(analyticsEvents).values({
    step: event.step,
    substep: event.substep ?? null,
    payload: event.payload ?? null,
    productId: event.product_id ?? null,
    clientId: event.client_id,
    visitId: event.visit_id,
    custom1: event.custom1 ?? null,
    custom2: event.custom2 ?? null,
    custom3: event.custom3 ?? null,
  });
}
