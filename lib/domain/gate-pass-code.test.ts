import { GATE_PASS_CODE_SHAPE, gatePassCodeOf, normalizeGatePassCode } from './gate-pass-code';

describe('gate pass codes', () => {
  test('ten random bytes make a code of the one shape', () => {
    const code = gatePassCodeOf(Uint8Array.from([0, 1, 2, 31, 32, 33, 200, 255, 127, 64]));
    expect(code).toBe('GP-012Z0-18ZZ0');
    expect(code).toMatch(GATE_PASS_CODE_SHAPE);
    expect(() => gatePassCodeOf(new Uint8Array(9))).toThrow(RangeError);
  });

  test('a typed or scanned code: case, spaces and dashes do not matter; O, I and L read as digits', () => {
    expect(normalizeGatePassCode('GP-012Z0-18ZZ0')).toBe('GP-012Z0-18ZZ0');
    expect(normalizeGatePassCode(' gp 012z0 18zz0 ')).toBe('GP-012Z0-18ZZ0');
    expect(normalizeGatePassCode('012zo-i8zz0')).toBe('GP-012Z0-18ZZ0');
    expect(normalizeGatePassCode('gp-o12z0-l8zz0')).toBe('GP-012Z0-18ZZ0');
  });

  test('anything else is no code', () => {
    expect(normalizeGatePassCode('')).toBeNull();
    expect(normalizeGatePassCode('GP-012Z0-18ZZ')).toBeNull();
    expect(normalizeGatePassCode('GP-012Z0-18ZZ00')).toBeNull();
    expect(normalizeGatePassCode('GP-012U0-18ZZ0')).toBeNull();
    expect(normalizeGatePassCode('GP-012Z0-18Z*0')).toBeNull();
  });
});
