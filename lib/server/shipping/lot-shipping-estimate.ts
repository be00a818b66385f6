import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import {
  estimateToCountry,
  estimateToZip,
  type ShippingDestination,
  type ShippingEstimate,
} from '@/lib/domain/shipping-estimate';
import type { LotShippingEstimate } from '@/lib/schemas/shipping';
import { ApiError } from '../http/api-error';
import { zipLocation } from './zip-locations';

/**
 * The shipping or export estimate of a lot to `destination` (issue 26 §2): from the lot's yard, by its vehicle type.
 * A ZIP the dataset does not know is a 422 on `zip`; a lot that does not exist a 404.
 */
export async function lotShippingEstimate(
  lotId: number,
  destination: ShippingDestination,
): Promise<LotShippingEstimate> {
  const db = await getDb();
  const [lot] = await db
    .select({
      vehicleType: lots.vehicleType,
      city: branches.city,
      state: branches.state,
      zip: branches.zip,
      latitude: branches.latitude,
      longitude: branches.longitude,
    })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(eq(lots.id, lotId));
  if (!lot) throw ApiError.notFound('There is no lot with this id.');
  let estimate: ShippingEstimate;
  let place: string | null = null;
  if ('zip' in destination) {
    const to = await zipLocation(destination.zip);
    if (!to) throw ApiError.invalid({ zip: 'zipUnknown' });
    place = `${to.city}, ${to.state}`;
    estimate = estimateToZip(lot, destination.zip, to, lot.vehicleType);
  } else {
    estimate = estimateToCountry(lot, destination.country, lot.vehicleType);
  }
  return {
    lotId,
    destination: estimate.destination,
    yard: { city: lot.city, state: lot.state, zip: lot.zip },
    place,
    miles: estimate.miles,
    port: estimate.port,
    inland: estimate.inlandCents,
    ocean: estimate.oceanCents,
    total: estimate.totalCents,
  };
}
