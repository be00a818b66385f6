import { parseDollarsToCents, parseNumericInput } from './numeric-input';

describe('parseNumericInput', () => {
  it.each([
    ['$1,234.50', '1234.50'],
    ['  12 345 ', '12345'],
    ['abc', ''],
    ['', ''],
    ['-5', '5'],
    ['1.2.3', '1.2.3'],
    ['1e5', '15'],
    ['１２3', '3'],
    ['€ 7,5', '75'],
  ])('%j -> %j', (input, expected) => {
    expect(parseNumericInput(input)).toBe(expected);
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['1.05', 105],
    ['1.', 100],
    ['.5', 50],
    ['.05', 5],
    ['$1,234.56', 123456],
    [' 007.10 ', 710],
    ['0.29', 29],
    ['1.10', 110],
    ['-3', 300],
    ['90071992547409.91', 9007199254740991],
  ])('%j -> %d cents', (input, expected) => {
    expect(parseDollarsToCents(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'whitespace'],
    ['abc', 'no digits'],
    ['.', 'dot only'],
    ['1.2.3', 'two dots'],
    ['1.234', 'three decimals'],
    ['90071992547409.92', 'beyond safe integers'],
    ['１２', 'full-width digits only'],
  ])('%j -> null (%s)', (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });
});
