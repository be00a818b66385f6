/** The codes stored on lots, in display order; labels live in messages (VehicleType, LossType, TitleType). */
export const VEHICLE_TYPES = ['automobile', 'suv', 'pickup', 'van', 'motorcycle', 'truck'] as const;
export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number];

/** Loss types with their own search page (SPEC §2 damage routes), slug by code. */
export const DAMAGE_PAGES = {
  collision: 'collision',
  fire: 'fire-damage',
  flood: 'flood-damage',
  theft: 'theft-damage',
  vandalism: 'vandalism',
  repossession: 'repossession',
} as const;
export type DamagePageLoss = keyof typeof DAMAGE_PAGES;

export const TITLE_TYPES = [
  'salvage',
  'clean',
  'rebuilt',
  'non-repairable',
  'certificate-of-destruction',
  'junk',
  'parts-only',
] as const;
export type TitleTypeCode = (typeof TITLE_TYPES)[number];

/** Statuses of lots a buyer can still bid on or buy. */
export const OPEN_LOT_STATUSES = ['upcoming', 'pre-bidding', 'on-the-block'] as const;
