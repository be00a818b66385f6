import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberProblem,
  cardSummary,
  cvcLength,
  cvcValid,
  luhnValid,
} from './card-number';
import { groupCardNumber, SANDBOX_CARDS, sandboxBehaviour } from './sandbox-cards';

describe('card numbers', () => {
  test('the Luhn check passes good numbers and catches one wrong digit or a swap', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('2424424242424242')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
  });

  test('brand from the BIN', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5105105105105100')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('371449635398431')).toBe('amex');
    expect(cardBrand('341111111111111')).toBe('amex');
    expect(cardBrand('6011000990139424')).toBe('discover');
    expect(cardBrand('6445000000000000')).toBe('discover');
    expect(cardBrand('6221260000000000')).toBe('discover');
    expect(cardBrand('6500000000000002')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBeNull(); // JCB: not taken
    expect(cardBrand('9999999999999995')).toBeNull();
  });

  test('typed numbers: spaces and dashes allowed, anything else refused; each problem named', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 x242 4242')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('  ')).toBe('cardNumberMissing');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('4242')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('3530111333300000')).toBe('cardBrandUnknown');
    // Luhn-valid but the wrong length for its brand (Amex is 15 digits)
    expect(cardNumberProblem('3782822463100005')).toBe('cardNumberInvalid');
    for (const card of SANDBOX_CARDS) expect(cardNumberProblem(card.number)).toBeNull();
  });

  test('security codes: 4 digits for American Express, 3 for the others', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcValid('1234', 'amex')).toBe(true);
    expect(cvcValid('123', 'amex')).toBe(false);
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('12a', 'mastercard')).toBe(false);
    expect(cvcValid('123', null)).toBe(true);
  });

  test('a card is good through the end of its expiry month', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });

  test('we keep the last four and the BIN, never more', () => {
    expect(cardSummary('4242424242424242')).toEqual({ last4: '4242', bin: '424242' });
  });
});

describe('sandbox test cards', () => {
  test('each published number has its behaviour; others are unknown', () => {
    expect(sandboxBehaviour('4242424242424242')).toBe('approve');
    expect(sandboxBehaviour('4000000000000002')).toBe('decline_on_save');
    expect(sandboxBehaviour('4000000000009995')).toBe('insufficient_funds_on_charge');
    expect(sandboxBehaviour('4000000000003220')).toBe('requires_3ds');
    expect(sandboxBehaviour('4111111111111111')).toBeNull();
  });

  test('numbers are shown in groups', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
