import 'server-only';
import { ZERO_CENTS } from '@/lib/domain/money';

/**
 * What a new lot gets for the fields a yard's file has no column for, or leaves empty (README "Bulk import"). Body
 * style, engine, fuel, drive and transmission come from a lot of the same make and model when the inventory has one
 * (known-names.ts), else from VEHICLE_DEFAULTS. An updated lot keeps its stored values for all of these.
 */
export interface ImportVehicle {
  bodyStyle: string;
  engine: string;
  fuel: string;
  drive: string;
  transmission: string;
}

export const VEHICLE_DEFAULTS: Readonly<ImportVehicle> = {
  bodyStyle: 'sedan',
  engine: 'Unknown',
  fuel: 'gasoline',
  drive: 'FWD',
  transmission: 'automatic',
};

export const ROW_DEFAULTS = {
  odometerBrand: 'actual',
  /** Nobody said it runs. */
  startCode: 'stationary',
  hasKeys: false,
  color: 'white',
  estimatedRetailValue: ZERO_CENTS,
} as const;

/** The loss type a damage code implies; any other damage is `collision` or `other` as listed. */
const LOSS_OF_DAMAGE: Readonly<Record<string, string>> = {
  'front-end': 'collision',
  'rear-end': 'collision',
  side: 'collision',
  'all-over': 'collision',
  rollover: 'collision',
  'top-roof': 'collision',
  undercarriage: 'collision',
  'minor-dents-scratches': 'collision',
  'partial-repair': 'collision',
  'water-flood': 'flood',
  burn: 'fire',
  'burn-engine': 'fire',
  'burn-interior': 'fire',
  stripped: 'theft',
  vandalism: 'vandalism',
  hail: 'hail',
  mechanical: 'mechanical',
  'engine-damage': 'mechanical',
  'transmission-damage': 'mechanical',
};

/** A new lot's loss type, from its primary damage. */
export function lossTypeOf(primaryDamage: string): string {
  return LOSS_OF_DAMAGE[primaryDamage] ?? 'other';
}
