import 'server-only';
import type * as ZipCodesModule from 'zipcodes';
import type { GeoPoint } from '@/lib/domain/shipping-estimate';

export interface ZipLocation extends GeoPoint {
  city: string;
  state: string;
}

type ZipCodes = typeof ZipCodesModule;
let loaded: Promise<ZipCodes> | null = null;

/**
 * A US ZIP code's place and coordinates from the `zipcodes` dataset (44,000 ZIPs with their centroids), or null for a
 * ZIP it does not know. The dataset (9 MB of heap) is loaded on the first estimate, not at start.
 */
export async function zipLocation(zip: string): Promise<ZipLocation | null> {
  loaded ??= import('zipcodes').then((module) => ('default' in module ? module.default : module) as ZipCodes);
  const found = (await loaded).lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { latitude: found.latitude, longitude: found.longitude, city: found.city, state: found.state };
}
