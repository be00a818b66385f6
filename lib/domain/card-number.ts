/**
 * Payment-card rules that need no processor: the Luhn check, the brand from the BIN (the leading digits), the number
 * lengths and CVC length of each brand, and the expiry. Pure and safe in the browser: the add-card form and the API
 * check a card with the same rules (lib/schemas/credit-cards.ts).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

interface BrandRule {
  brand: CardBrand;
  /** True when the number's leading digits belong to the brand. */
  matches: (digits: string) => boolean;
  lengths: readonly number[];
  cvcLength: number;
}

const prefix = (digits: string, length: number) => Number(digits.slice(0, length));
const between = (value: number, low: number, high: number) => value >= low && value <= high;

const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', matches: (d) => /^3[47]/.test(d), lengths: [15], cvcLength: 4 },
  {
    brand: 'mastercard',
    matches: (d) => between(prefix(d, 2), 51, 55) || between(prefix(d, 4), 2221, 2720),
    lengths: [16],
    cvcLength: 3,
  },
  {
    brand: 'discover',
    matches: (d) =>
      d.startsWith('6011') ||
      d.startsWith('65') ||
      between(prefix(d, 3), 644, 649) ||
      between(prefix(d, 6), 622126, 622925),
    lengths: [16, 17, 18, 19],
    cvcLength: 3,
  },
  { brand: 'visa', matches: (d) => d.startsWith('4'), lengths: [13, 16, 19], cvcLength: 3 },
];

/** The digits of a typed card number: spaces and dashes are dropped; anything else makes it invalid (null). */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a number from its leading digits, or null when it is none we take. */
export function cardBrand(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.matches(digits))?.brand ?? null;
}

function ruleOf(brand: CardBrand): BrandRule {
  return BRAND_RULES.find((rule) => rule.brand === brand)!;
}

/** How many digits the brand's security code has (American Express 4, the others 3). */
export function cvcLength(brand: CardBrand): number {
  return ruleOf(brand).cvcLength;
}

/** Why a card number is refused (an i18n key of CreditCards.errors), or null when it is good. */
export type CardNumberProblem = 'cardNumberMissing' | 'cardNumberInvalid' | 'cardBrandUnknown';

export function cardNumberProblem(typed: string): CardNumberProblem | null {
  if (typed.trim() === '') return 'cardNumberMissing';
  const digits = cardDigits(typed);
  if (digits === null || digits.length < 12 || digits.length > 19) return 'cardNumberInvalid';
  const brand = cardBrand(digits);
  if (brand === null) return 'cardBrandUnknown';
  if (!ruleOf(brand).lengths.includes(digits.length) || !luhnValid(digits)) return 'cardNumberInvalid';
  return null;
}

/** True when the security code has the brand's length (when the brand is unknown: 3 or 4 digits). */
export function cvcValid(cvc: string, brand: CardBrand | null): boolean {
  if (!/^\d+$/.test(cvc)) return false;
  return brand === null ? cvc.length === 3 || cvc.length === 4 : cvc.length === cvcLength(brand);
}

/** A card is good through the last day of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** The last four digits and the BIN (first six) we keep of a number; never more. */
export function cardSummary(digits: string): { last4: string; bin: string } {
  return { last4: digits.slice(-4), bin: digits.slice(0, 6) };
}

/** A card as members see it: "Visa •••• 4242". */
export function maskedCard(last4: string): string {
  return `•••• ${last4}`;
}
