/**
 * schema.org structured data of a lot page: the vehicle (a Car where it is one) with its Offer (the buy-it-now price
 * where there is one, else the current bid; sold by the auction). Typed with schema-dts; absolute URLs throughout.
 */
import type {
  DriveWheelConfigurationValue,
  ItemAvailability,
  Offer,
  Vehicle,
  VehicleLeaf,
  WithContext,
} from 'schema-dts';
import { OPEN_LOT_STATUSES } from './inventory-terms';
import { dollarsOf, type Cents } from './money';

export interface JsonLdLot {
  id: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vehicleType: string;
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
  currentBidCents: Cents;
  buyItNowPriceCents: Cents | null;
}

const OPEN: ReadonlySet<string> = new Set(OPEN_LOT_STATUSES);

/** schema.org availability of a lot's offer. */
export function offerAvailability(status: string): ItemAvailability {
  if (OPEN.has(status)) return 'https://schema.org/InStock';
  if (status === 'on-approval') return 'https://schema.org/LimitedAvailability';
  if (status === 'withdrawn') return 'https://schema.org/Discontinued';
  return 'https://schema.org/SoldOut';
}

/** The schema.org type of a vehicle type code: passenger vehicles are Cars (SUVs, pickups and vans too). */
export function vehicleSchemaType(vehicleType: string): 'Car' | 'Motorcycle' | 'Vehicle' {
  if (vehicleType === 'motorcycle') return 'Motorcycle';
  return vehicleType === 'truck' ? 'Vehicle' : 'Car';
}

const DRIVE: Readonly<Record<string, DriveWheelConfigurationValue>> = {
  '4wd': 'https://schema.org/FourWheelDriveConfiguration',
  awd: 'https://schema.org/AllWheelDriveConfiguration',
  fwd: 'https://schema.org/FrontWheelDriveConfiguration',
  rwd: 'https://schema.org/RearWheelDriveConfiguration',
};

export function vehicleJsonLd(
  lot: JsonLdLot,
  extra: { url: string; origin: string; manufacturer: string | null; seller: string },
): WithContext<Vehicle> {
  const priceCents = lot.buyItNowPriceCents ?? lot.currentBidCents;
  const offer: Offer = {
    '@type': 'Offer',
    url: extra.url,
    priceCurrency: 'USD',
    price: String(dollarsOf(priceCents)),
    availability: offerAvailability(lot.status),
    itemCondition: 'https://schema.org/DamagedCondition',
    seller: { '@type': 'Organization', name: extra.seller, url: extra.origin },
    ...(lot.saleDate && OPEN.has(lot.status) ? { availabilityEnds: lot.saleDate.toISOString() } : {}),
  };
  const vehicle: Omit<VehicleLeaf, '@type'> = {
    '@id': `${extra.url}#vehicle`,
    name: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
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
    driveWheelConfiguration: DRIVE[lot.drive.toLowerCase()] ?? lot.drive,
    vehicleTransmission: lot.transmission,
    vehicleEngine: { '@type': 'EngineSpecification', name: lot.engine },
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: lot.odometer, unitCode: 'SMI' },
    itemCondition: 'https://schema.org/DamagedCondition',
    image: lot.images.map((src) => new URL(src, extra.origin).toString()),
    offers: offer,
  };
  return { '@context': 'https://schema.org', '@type': vehicleSchemaType(lot.vehicleType), ...vehicle };
}
