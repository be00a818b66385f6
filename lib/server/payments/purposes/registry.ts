import 'server-only';
import { depositPurpose } from './deposit';
import type { PaymentPurpose, PurposeHandler } from './purpose-handler';

/** The purposes payments can be made for. Membership and checkout join here with their own handler files. */
const HANDLERS: Partial<Record<PaymentPurpose, PurposeHandler>> = {
  deposit: depositPurpose,
};

export function purposeHandler(purpose: PaymentPurpose): PurposeHandler {
  const handler = HANDLERS[purpose];
  if (!handler) throw new Error(`no payment purpose handler for ${purpose}`);
  return handler;
}
