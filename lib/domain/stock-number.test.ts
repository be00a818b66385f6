import { parseStockNumber } from './stock-number';

describe('parseStockNumber', () => {
  it.each([
    ['12345678', '12345678'],
    ['#12345678', '12345678'],
    [' # 1234 5678 | ', '12345678'],
    ['|12345678|', '12345678'],
    ['1234\t5678', '12345678'],
    ['00000000', '00000000'],
  ])('recognises %j', (input, expected) => {
    expect(parseStockNumber(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'whitespace only'],
    ['#|', 'separators only'],
    ['1234567', '7 digits'],
    ['123456789', '9 digits'],
    ['1234-5678', 'dash'],
    ['A1234567', 'letter'],
    ['１２３４５６７８', 'full-width digits'],
    ['١٢٣٤٥٦٧٨', 'Arabic-Indic digits'],
    ['1234567.', 'dot'],
  ])('rejects %j (%s)', (input) => {
    expect(parseStockNumber(input)).toBeNull();
  });
});
