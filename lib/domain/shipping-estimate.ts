import {
  EXPORT_COUNTRY_REGIONS,
  INLAND_MINIMUM_CENTS,
  INLAND_RATE_PER_MILE_CENTS,
  OCEAN_FREIGHT_CENTS,
  type ExportCountry,
} from './business-rules';
import { EXPORT_PORTS, type ExportPort } from './export-ports';
import { add, max, roundUpToDollar, times, ZERO_CENTS, type Cents } from './money';

/**
 * The shipping and export estimate (issue 26 §2): a rough price to plan with, not a carrier's quote. Pure; the rates
 * are in business-rules.ts, the ports in export-ports.ts, ZIP coordinates come from the `zipcodes` dataset (server).
 */

/** Where a buyer wants the vehicle: a US ZIP code, or a country it is exported to. */
export type ShippingDestination = { zip: string } | { country: ExportCountry };

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface ShippingEstimate {
  destination: ShippingDestination;
  /** Great-circle miles of the inland leg: yard to the ZIP, or yard to the export port. */
  miles: number;
  /** The export port (export only). */
  port: Pick<ExportPort, 'code' | 'name'> | null;
  inlandCents: Cents;
  /** Ocean freight (export only; 0 inland). */
  oceanCents: Cents;
  totalCents: Cents;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, rounded to a whole mile. */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))));
}

function ratePerMile(vehicleType: string): Cents {
  return vehicleType in INLAND_RATE_PER_MILE_CENTS
    ? INLAND_RATE_PER_MILE_CENTS[vehicleType as keyof typeof INLAND_RATE_PER_MILE_CENTS]
    : INLAND_RATE_PER_MILE_CENTS.automobile;
}

/** Inland haulage of `miles` for a vehicle of `vehicleType`: the per-mile rate, rounded up to a dollar, at least the minimum. */
export function inlandCents(miles: number, vehicleType: string): Cents {
  return max(roundUpToDollar(times(ratePerMile(vehicleType), miles)), INLAND_MINIMUM_CENTS);
}

/** The export port nearest `from` (by great-circle miles; the first of the table on a tie). */
export function nearestPort(from: GeoPoint): ExportPort {
  let best = EXPORT_PORTS[0]!;
  let bestMiles = greatCircleMiles(from, best);
  for (const port of EXPORT_PORTS.slice(1)) {
    const miles = greatCircleMiles(from, port);
    if (miles < bestMiles) [best, bestMiles] = [port, miles];
  }
  return best;
}

/** From the yard to a US ZIP's coordinates. */
export function estimateToZip(
  yard: GeoPoint,
  zip: string,
  to: GeoPoint,
  vehicleType: string,
): ShippingEstimate {
  const miles = greatCircleMiles(yard, to);
  const inland = inlandCents(miles, vehicleType);
  return {
    destination: { zip },
    miles,
    port: null,
    inlandCents: inland,
    oceanCents: ZERO_CENTS,
    totalCents: inland,
  };
}

/** From the yard to the nearest export port, then by sea to `country`. */
export function estimateToCountry(
  yard: GeoPoint,
  country: ExportCountry,
  vehicleType: string,
): ShippingEstimate {
  const port = nearestPort(yard);
  const miles = greatCircleMiles(yard, port);
  const inland = inlandCents(miles, vehicleType);
  const ocean = OCEAN_FREIGHT_CENTS[EXPORT_COUNTRY_REGIONS[country]][port.coast];
  return {
    destination: { country },
    miles,
    port: { code: port.code, name: port.name },
    inlandCents: inland,
    oceanCents: ocean,
    totalCents: add(inland, ocean),
  };
}

/** How a destination is kept (a member's column, a visitor's browser): `zip:75201` or `country:NG`. */
export function destinationKey(destination: ShippingDestination): string {
  return 'zip' in destination ? `zip:${destination.zip}` : `country:${destination.country}`;
}

/** The destination a kept key names, or null for anything else (an old or tampered value is simply forgotten). */
export function parseDestinationKey(key: string | null | undefined): ShippingDestination | null {
  if (!key) return null;
  const zip = /^zip:(\d{5})$/.exec(key);
  if (zip) return { zip: zip[1]! };
  const country = /^country:([A-Z]{2})$/.exec(key)?.[1];
  return country && country in EXPORT_COUNTRY_REGIONS ? { country: country as ExportCountry } : null;
}
