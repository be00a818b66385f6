import 'server-only';
import { checkoutPurpose } from './checkout';
import { depositPurpose } from './deposit';
import { membershipPurpose } from './membership';
import type { PaymentPurpose, PurposeHandler } from './purpose-handler';

/** The purposes payments can be made for, each with its handler file in this folder. */
const HANDLERS: Record<PaymentPurpose, PurposeHandler> = {
  deposit: depositPurpose,
  membership: membershipPurpose,
  checkout: checkoutPurpose,
};

export function purposeHandler(purpose: PaymentPurpose): PurposeHandler {
  return HANDLERS[purpose];
}
