import { canonicalLotPath, lotRedirectTarget } from './lot-canonical';
import { parseLotPath } from './lot-route';

const lot = {
  id: 300012345,
  stockNumber: '41234567',
  year: 2018,
  make: 'Honda',
  model: 'CR-V',
  trim: 'EX-L',
};

describe('lot URLs', () => {
  it('has one canonical path per lot: the root form', () => {
    expect(canonicalLotPath(lot)).toBe('/300012345-2018-honda-cr-v-ex-l');
    expect(canonicalLotPath({ ...lot, trim: null })).toBe('/300012345-2018-honda-cr-v');
  });

  it('redirects a wrong title or year to the root form, and not the canonical path itself', () => {
    const at = (path: string) => lotRedirectTarget(parseLotPath(path)!, lot);
    expect(at('/300012345-2018-honda-cr-v-ex-l')).toBeNull();
    expect(at('/300012345-2018-honda-cr-v-ex-l/')).toBeNull();
    expect(at('/300012345-2018-wrong-title')).toBe('/300012345-2018-honda-cr-v-ex-l');
    expect(at('/300012345-1999-honda-cr-v-ex-l')).toBe('/300012345-2018-honda-cr-v-ex-l');
    expect(at('/300012345-2018-Honda-CR-V-EX-L')).toBe('/300012345-2018-honda-cr-v-ex-l');
  });

  it('sends every /vehicle/{stock} URL, right title or not, to the root form', () => {
    const at = (path: string) => lotRedirectTarget(parseLotPath(path)!, lot);
    expect(at('/vehicle/41234567-2018-honda-cr-v-ex-l')).toBe('/300012345-2018-honda-cr-v-ex-l');
    expect(at('/vehicle/41234567-2018-honda-cr-v-ex-l/')).toBe('/300012345-2018-honda-cr-v-ex-l');
    expect(at('/vehicle/41234567-2018-honda')).toBe('/300012345-2018-honda-cr-v-ex-l');
    expect(at('/vehicle/41234567-1999-x')).toBe('/300012345-2018-honda-cr-v-ex-l');
  });
});
