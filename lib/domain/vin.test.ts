import {
  VIN_WEIGHTS,
  isValidVin,
  isVinShaped,
  normalizeVin,
  vinCheckDigit,
  vinModelYear,
  vinRegion,
  withCheckDigit,
} from './vin';

const VALID = ['1M8GDM9AXKP042788', '11111111111111111', '1HGCM82633A004352', 'JH4KA7561PC008269'];

describe('VIN_WEIGHTS', () => {
  it('has 17 weights with 0 for the check digit position', () => {
    expect(VIN_WEIGHTS).toHaveLength(17);
    expect(VIN_WEIGHTS[8]).toBe(0);
  });
});

describe('vinCheckDigit', () => {
  it('computes the check character of real VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('ignores the character in position 9', () => {
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM826X3A004352')).toBe('3');
  });

  it.each([
    ['', 'empty'],
    ['1M8GDM9AXKP04278', '16 characters'],
    ['1M8GDM9AXKP0427881', '18 characters'],
    ['1m8gdm9axkp042788', 'lower case'],
    ['1M8GDM9AXKP04278I', 'letter I'],
    ['1M8GDM9AXKP04278O', 'letter O'],
    ['1M8GDM9AXKP04278Q', 'letter Q'],
    ['1M8GDM9AXKP04278É', 'non-ASCII'],
    ['1M8GDM9AX P042788', 'inner space'],
    [' 1M8GDM9AXKP04278', 'leading space'],
    ['1M8GDM9AXKP-42788', 'punctuation'],
  ])('returns null for %j (%s)', (vin) => {
    expect(vinCheckDigit(vin)).toBeNull();
  });
});

describe('isValidVin', () => {
  it.each(VALID)('accepts %s', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it.each([
    ['1M8GDM9A1KP042788', 'wrong check digit'],
    ['1HGCM82643A004352', 'wrong check digit'],
    ['1HGCM82633A00435', 'too short'],
    ['1HGCM82633A0043522', 'too long'],
    ['1hgcm82633a004352', 'lower case is rejected (use normalizeVin)'],
    ['1M8GDM9AxKP042788', 'lower-case x check digit'],
    ['', 'empty'],
    ['                 ', 'spaces only'],
    [' 1HGCM82633A004352', 'surrounding whitespace'],
    ['1HGCM8263 3A004352', 'inner whitespace'],
    ['1HGCM82633A00435２', 'full-width digit'],
    ['1HGCM82633A0O4352', 'letter O'],
  ])('rejects %j (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });
});

describe('isVinShaped', () => {
  it('checks shape but not the check digit', () => {
    expect(isVinShaped('1M8GDM9A1KP042788')).toBe(true);
    expect(isVinShaped('1m8gdm9a1kp042788')).toBe(false);
  });
});

describe('normalizeVin', () => {
  it('trims, removes whitespace and upper-cases', () => {
    expect(normalizeVin('  1hgcm8 2633a 004352 ')).toBe('1HGCM82633A004352');
    expect(normalizeVin('1hg\tcm82633a\n004352')).toBe('1HGCM82633A004352');
    expect(isValidVin(normalizeVin(' 1m8gdm9axkp042788 '))).toBe(true);
  });

  it('leaves other characters alone', () => {
    expect(normalizeVin('')).toBe('');
    expect(normalizeVin('ab-cé')).toBe('AB-Cé');
  });
});

describe('withCheckDigit', () => {
  it('replaces position 9 by the check digit', () => {
    expect(withCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788');
    expect(withCheckDigit('1HGCM82633A004352')).toBe('1HGCM82633A004352');
    expect(isValidVin(withCheckDigit('SALVA2AE0EH877322'))).toBe(true);
  });

  it.each(['', '1HGCM82633A00435', '1hgcm82633a004352', '1HGCM82633A00435I', '1HGCM82633A00435é'])(
    'throws for %j',
    (vin) => {
      expect(() => withCheckDigit(vin)).toThrow(RangeError);
    },
  );
});

describe('vinModelYear', () => {
  it('reads position 10 with the position 7 cycle rule', () => {
    expect(vinModelYear('1M8GDM9AXKP042788')).toBe(1989);
    expect(vinModelYear('1HGCM82633A004352')).toBe(2003);
    expect(vinModelYear('JH4KA7561PC008269')).toBe(1993);
    expect(vinModelYear('11111111111111111')).toBe(2001);
    expect(vinModelYear('SALVA2AE4EH877322')).toBe(2014);
  });

  it('covers both ends of each cycle', () => {
    expect(vinModelYear('1HGCM8263' + 'A' + '0004352')).toBe(1980);
    expect(vinModelYear('1HGCM8263' + 'Y' + '0004352')).toBe(2000);
    expect(vinModelYear('1HGCM8263' + '9' + '0004352')).toBe(2009);
    expect(vinModelYear('1HGCM8A63' + 'A' + '0004352')).toBe(2010);
    expect(vinModelYear('1HGCM8A63' + 'Y' + '0004352')).toBe(2030);
    expect(vinModelYear('1HGCM8A63' + '9' + '0004352')).toBe(2039);
  });

  it('does not require the check digit', () => {
    expect(vinModelYear('WP0ZZZ99ZTS392124')).toBe(1996);
  });

  it.each(['1HGCM8263' + '0' + '0004352', '1HGCM8263' + 'U' + '0004352', '1HGCM8263' + 'Z' + '0004352'])(
    'returns null for a non-year code in %s',
    (vin) => {
      expect(vinModelYear(vin)).toBeNull();
    },
  );

  it.each(['', '1hgcm82633a004352', '1HGCM82633A00435', '1HGCM82633A004352 '])(
    'returns null for %j',
    (vin) => {
      expect(vinModelYear(vin)).toBeNull();
    },
  );
});

describe('vinRegion', () => {
  it.each([
    ['1HGCM82633A004352', 'United States'],
    ['4T1BF1FK5CU000001', 'United States'],
    ['5YJSA1E14HF000001', 'United States'],
    ['2T1BURHE0JC074223', 'Canada'],
    ['3VWFE21C04M000001', 'Mexico'],
    ['JH4KA7561PC008269', 'Japan'],
    ['KMHCT4AE3GU000001', 'South Korea'],
    ['LVSHCAMB1CE000001', 'China'],
    ['SALVA2AE4EH877322', 'United Kingdom'],
    ['WP0ZZZ99ZTS392124', 'Germany'],
    ['ZFA31200000000001', 'Italy'],
    ['VF1RFA00X56000001', 'France'],
    ['VSSZZZ6JZ9R000001', 'Spain'],
    ['YV1RS61T042000001', 'Sweden'],
    ['YK1ABCDE123456789', 'Finland'],
    ['9BWZZZ377VT004251', 'Brazil'],
    ['SUU12345678901234', 'Poland'],
    ['XTA21099012345678', 'Russia'],
  ])('%s is from %s', (vin, country) => {
    expect(vinRegion(vin)).toBe(country);
  });

  it('returns null for unassigned ranges and bad input', () => {
    expect(vinRegion('ZTZ12345678901234')).toBeNull();
    expect(vinRegion('0AZ12345678901234')).toBeNull();
    expect(vinRegion('')).toBeNull();
    expect(vinRegion('1hgcm82633a004352')).toBeNull();
    expect(vinRegion('1HG')).toBeNull();
  });
});
