import { TITLE_TYPES, VEHICLE_TYPES, type VehicleTypeCode } from '@/lib/domain/inventory-terms';
import { LOSS_TYPES } from '@/lib/domain/search-facets';
import { US_STATES } from '@/lib/domain/us-states';

/**
 * The codes a lot's fields take when staff check it in or edit it: the ones the demo inventory stores, the search
 * filters count and the lot page labels (messages Damage, LossType, TitleType, StartCode, VehicleType and
 * LotPage.values; colours are the lot illustrations'). admin-lot-codes.test.ts holds the lists equal to those.
 */
export { TITLE_TYPES, VEHICLE_TYPES };

export const BODY_STYLES = [
  'sedan',
  'coupe',
  'hatchback',
  'wagon',
  'convertible',
  'suv',
  'minivan',
  'cargo-van',
  'crew-cab',
  'extended-cab',
  'regular-cab',
  'tractor',
  'motorcycle',
] as const;
export type BodyStyleCode = (typeof BODY_STYLES)[number];

/** A lot's vehicle type (the search's `types` filter) follows from its body style. */
export const VEHICLE_TYPE_OF_BODY: Readonly<Record<BodyStyleCode, VehicleTypeCode>> = {
  sedan: 'automobile',
  coupe: 'automobile',
  hatchback: 'automobile',
  wagon: 'automobile',
  convertible: 'automobile',
  suv: 'suv',
  minivan: 'van',
  'cargo-van': 'van',
  'crew-cab': 'pickup',
  'extended-cab': 'pickup',
  'regular-cab': 'pickup',
  tractor: 'truck',
  motorcycle: 'motorcycle',
};

export const COLORS = [
  'white',
  'black',
  'gray',
  'silver',
  'blue',
  'red',
  'brown',
  'green',
  'beige',
  'gold',
  'orange',
  'yellow',
  'purple',
] as const;

export const FUELS = ['gasoline', 'diesel', 'hybrid', 'electric', 'flex-fuel'] as const;
export const DRIVES = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const ODOMETER_BRANDS = ['actual', 'not-actual', 'exceeds-mechanical-limits', 'exempt'] as const;
export const START_CODES = ['run-and-drive', 'starts', 'stationary'] as const;
export const AIRBAGS = ['intact', 'deployed'] as const;

/** Loss types: the search's own list (the damage pages of SPEC §2 first, then the others). */
export { LOSS_TYPES };

/** Primary and secondary damage (the search's `damages` filter). */
export const DAMAGES = [
  'front-end',
  'rear-end',
  'side',
  'all-over',
  'rollover',
  'top-roof',
  'undercarriage',
  'minor-dents-scratches',
  'water-flood',
  'burn',
  'burn-engine',
  'burn-interior',
  'stripped',
  'normal-wear',
  'missing-parts',
  'vandalism',
  'hail',
  'mechanical',
  'engine-damage',
  'transmission-damage',
  'biohazard',
  'partial-repair',
] as const;

/** Title states: US postal codes (DC included). */
export const TITLE_STATES = Object.keys(US_STATES) as [string, ...string[]];

/** English names of the codes without a message of their own (odometer brands, colours). */
export const ODOMETER_BRAND_NAMES: Readonly<Record<(typeof ODOMETER_BRANDS)[number], string>> = {
  actual: 'Actual',
  'not-actual': 'Not actual',
  'exceeds-mechanical-limits': 'Exceeds mechanical limits',
  exempt: 'Exempt',
};
