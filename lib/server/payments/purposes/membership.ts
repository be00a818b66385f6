import 'server-only';
import { transactions } from '@/lib/db/schema';
import { membershipRule, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { negate } from '@/lib/domain/money';
import { activateUpgrade } from '../../members/upgrade-payment';
import type { PaymentRow, PurposeHandler } from './purpose-handler';

/** The tier a membership payment pays for (`details.membership`, set by membership-payments.ts). */
const tierOf = (payment: PaymentRow) => String(payment.details.membership) as MembershipCode;

/**
 * A membership upgrade: once approved the member's upgrade awaiting payment (`details.subscriptionId`) becomes
 * active for a year and their tier changes, in the approving transaction. The ledger gets the charge (`membership`,
 * positive) and the payment that settles it (`payment`, negative), so the member owes nothing for it afterwards.
 */
export const membershipPurpose: PurposeHandler = {
  purpose: 'membership',
  declineStatus: 402,
  pagePath: (payment) => `/myaccount/membership/${tierOf(payment)}/payment`,
  description: (payment) =>
    `SalvageLane ${membershipRule(tierOf(payment)).name} membership, one year, ${formatUsd(payment.amountCents)}`,

  async onApproved(tx, payment) {
    const now = new Date();
    const active = await activateUpgrade(tx, Number(payment.details.subscriptionId), now);
    const name = membershipRule(active.membershipCode as MembershipCode).name;
    await tx.insert(transactions).values([
      {
        memberId: payment.memberId,
        kind: 'membership',
        amountCents: payment.amountCents,
        status: 'completed',
        description: `${name} membership`,
        gatewayRef: payment.gatewayRef,
        idempotencyKey: `payment:${payment.id}:charge`,
        createdAt: now,
      },
      {
        memberId: payment.memberId,
        kind: 'payment',
        amountCents: negate(payment.amountCents),
        status: 'completed',
        description: `Payment, ${name} membership`,
        gatewayRef: payment.gatewayRef,
        idempotencyKey: `payment:${payment.id}`,
        createdAt: now,
      },
    ]);
  },

  async present(_tx, payment) {
    return { membership: tierOf(payment), membershipName: membershipRule(tierOf(payment)).name };
  },
};
