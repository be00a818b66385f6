import { withCheckDigit } from '@/lib/domain/vin';
import { PLANT_CODES, VIN_YEAR_CODES } from './catalog/vin-patterns';
import type { Random } from './random';

const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_CHARS = `${VIN_LETTERS}0123456789`;

/**
 * A VIN for a make's real WMI and a model year: positions 4-8 describe the vehicle (position 7 is a letter from 2010
 * on, a digit before, so decoders pick the right 30-year cycle), 9 is the check digit, 10 the year code, 11 the plant,
 * 12-17 the serial (unique per lot index).
 */
export function generateVin(random: Random, wmi: string, year: number, serial: number): string {
  const yearCode = VIN_YEAR_CODES[year];
  if (!yearCode) throw new Error(`no VIN year code for ${year}`);
  let vds = '';
  for (let i = 0; i < 3; i++) vds += random.pick([...VIN_CHARS]);
  vds += random.pick([...(year >= 2010 ? VIN_LETTERS : '0123456789')]);
  vds += random.pick([...VIN_CHARS]);
  const plant = random.pick(PLANT_CODES);
  const serialDigits = String(serial % 1_000_000).padStart(6, '0');
  return withCheckDigit(`${wmi}${vds}0${yearCode}${plant}${serialDigits}`);
}
