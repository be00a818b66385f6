/**
 * The built-in sandbox gateway's published test cards (as a card processor's test mode publishes them). Any expiry in
 * the future and any security code of the brand's length work. Other numbers, even valid ones, are refused: the
 * sandbox takes no real card. Shown on the billing and deposit pages while the sandbox is in use.
 */
export type SandboxBehaviour =
  | 'approve'
  | 'decline_on_save'
  | 'incorrect_cvc_on_save'
  | 'decline_on_charge'
  | 'insufficient_funds_on_charge'
  | 'requires_3ds';

export interface SandboxCard {
  number: string;
  behaviour: SandboxBehaviour;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4242424242424242', behaviour: 'approve' },
  { number: '5555555555554444', behaviour: 'approve' },
  { number: '378282246310005', behaviour: 'approve' },
  { number: '6011111111111117', behaviour: 'approve' },
  { number: '4000000000003220', behaviour: 'requires_3ds' },
  { number: '4000000000009995', behaviour: 'insufficient_funds_on_charge' },
  { number: '4000000000000341', behaviour: 'decline_on_charge' },
  { number: '4000000000000002', behaviour: 'decline_on_save' },
  { number: '4000000000000127', behaviour: 'incorrect_cvc_on_save' },
];

/** What the sandbox does with a number (digits only), or null for a number it does not know (a real card). */
export function sandboxBehaviour(digits: string): SandboxBehaviour | null {
  return SANDBOX_CARDS.find((card) => card.number === digits)?.behaviour ?? null;
}

/** "4242 4242 4242 4242" (American Express: "3782 822463 10005"). */
export function groupCardNumber(digits: string): string {
  if (digits.length === 15) return `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}`;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
