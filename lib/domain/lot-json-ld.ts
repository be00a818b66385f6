/**
 * schema.org structured data of a lot page: the Vehicle with its Offer (the buy-it-now price where there is one, else
 * the current bid). Absolute URLs throughout.
 */
export interface JsonLdLot {
  id: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  bodyStyle: string;
  color: string;
  engine: string;
  fuel: string;
  drive: string;
  transmission: string;
  odometer: number;
  images: readonly string[];
  status: string;
  saleDate: Date | null;
  currentBidCents: number;
  buyItNowPriceCents: number | null;
}

const OPEN_STATUSES = new Set(['upcoming', 'pre-bidding', 'on-the-block']);

/** schema.org availability of a lot's offer. */
export function offerAvailability(status: string): string {
  if (OPEN_STATUSES.has(status)) return 'https://schema.org/InStock';
  if (status === 'on-approval') return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/SoldOut';
}

export function vehicleJsonLd(
  lot: JsonLdLot,
  extra: { url: string; origin: string; manufacturer: string | null },
): Record<string, unknown> {
  const name = [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
  const priceCents = lot.buyItNowPriceCents ?? lot.currentBidCents;
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    '@id': `${extra.url}#vehicle`,
    name,
    sku: String(lot.id),
    url: extra.url,
    vehicleIdentificationNumber: lot.vin,
    brand: { '@type': 'Brand', name: lot.make },
    ...(extra.manufacturer ? { manufacturer: { '@type': 'Organization', name: extra.manufacturer } } : {}),
    model: lot.model,
    vehicleModelDate: String(lot.year),
    bodyType: lot.bodyStyle,
    color: lot.color,
    fuelType: lot.fuel,
    driveWheelConfiguration: lot.drive,
    vehicleTransmission: lot.transmission,
    vehicleEngine: { '@type': 'EngineSpecification', name: lot.engine },
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: lot.odometer, unitCode: 'SMI' },
    itemCondition: 'https://schema.org/DamagedCondition',
    image: lot.images.map((src) => new URL(src, extra.origin).toString()),
    offers: {
      '@type': 'Offer',
      url: extra.url,
      priceCurrency: 'USD',
      price: String(Math.round(priceCents / 100)),
      availability: offerAvailability(lot.status),
      itemCondition: 'https://schema.org/DamagedCondition',
      ...(lot.saleDate && OPEN_STATUSES.has(lot.status)
        ? { availabilityEnds: lot.saleDate.toISOString() }
        : {}),
    },
  };
}
