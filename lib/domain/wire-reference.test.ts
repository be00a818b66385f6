import { normalizeWireReference, WIRE_REFERENCE_ALPHABET, wireReferenceOf } from './wire-reference';

describe('wire references', () => {
  test('the alphabet has 30 symbols and none a reader could take for another', () => {
    expect(WIRE_REFERENCE_ALPHABET).toHaveLength(30);
    expect(new Set(WIRE_REFERENCE_ALPHABET).size).toBe(30);
    for (const lookAlike of ['0', '1', 'I', 'L', 'O', 'U'])
      expect(WIRE_REFERENCE_ALPHABET).not.toContain(lookAlike);
  });

  test('a reference is W- and 8 symbols of the alphabet', () => {
    expect(wireReferenceOf([0, 1, 2, 3, 26, 27, 28, 29])).toBe('W-2345WXYZ');
    expect(() => wireReferenceOf([0, 1, 2])).toThrow(RangeError);
    expect(() => wireReferenceOf([0, 1, 2, 3, 4, 5, 6, 30])).toThrow(RangeError);
  });

  test('what a clerk types is read in any case, with or without the prefix and separators', () => {
    for (const typed of [
      'W-7K9M2QRT',
      'w-7k9m2qrt',
      'W7K9M2QRT',
      '7K9M2QRT',
      ' w 7k9m-2qrt ',
      'W_7K9M_2QRT',
    ]) {
      expect(normalizeWireReference(typed)).toBe('W-7K9M2QRT');
    }
  });

  test('a reference whose own first symbol is W is read without its prefix too', () => {
    expect(normalizeWireReference('WK9M2QRT')).toBe('W-WK9M2QRT');
    expect(normalizeWireReference('wwk9m2qrt')).toBe('W-WK9M2QRT');
  });

  test('a reference that cannot exist is refused rather than guessed', () => {
    for (const typed of [
      '',
      'W-',
      'W-7K9M2QR',
      'W-7K9M2QRTX',
      'W-7K9M2QR0',
      'W-OK9M2QRT',
      'X-7K9M2QRT',
      'W-7K9M2QRÉ',
    ]) {
      expect(normalizeWireReference(typed)).toBeNull();
    }
  });
});
