import { membershipChoiceSchema } from '@/lib/schemas/membership';
import { membershipPaymentSchema } from '@/lib/schemas/membership-payment';
import type { Operation } from './operation';
import { payment } from './payments';
import { constant, documented, dollars, int, isoTime, nullable, object, str } from './shapes';

const tag = 'Membership';
const pending = object(
  {
    membership: str,
    name: str,
    status: constant('awaiting_payment'),
    price: dollars,
    priceCents: int,
    requestedAt: isoTime,
    confirmedAt: nullable(isoTime),
  },
  { description: 'PendingUpgradeView (lib/schemas/membership.ts).' },
);

/** The member's tier and the upgrade flow (SPEC §7 v2 account/membership). */
export const membershipOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/membership',
    tag,
    summary: 'The member’s tier, the upgrade awaiting payment (if any) and every tier',
    access: 'member',
    success: {
      description: 'The overview.',
      data: documented('MembershipOverview', 'lib/schemas/membership.ts.'),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/membership/subscribe',
    tag,
    summary: 'Request an upgrade to a higher tier (recorded awaiting payment)',
    access: 'member',
    body: { json: membershipChoiceSchema },
    success: { description: 'The pending upgrade.', data: pending },
    errors: { 409: ['not_an_upgrade', 'upgrade_pending'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/membership/unsubscribe',
    tag,
    summary: 'Cancel the member’s upgrade awaiting payment',
    access: 'member',
    success: {
      description: 'Cancelled.',
      data: object({ membership: str, status: constant('cancelled') }),
    },
    errors: { 409: ['upgrade_not_pending'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/membership/confirm-upgrade',
    tag,
    summary: 'Confirm the pending upgrade; it waits for payment',
    access: 'member',
    body: { json: membershipChoiceSchema },
    success: {
      status: 202,
      description: 'Accepted: the tier changes once the upgrade is paid.',
      data: object({ status: constant('awaiting_payment'), membership: str, price: dollars }),
    },
    errors: { 404: true, 409: ['upgrade_not_pending'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/membership/payment',
    tag,
    summary: 'Pay an upgrade by card or PayPal',
    description: 'The tier changes once the payment is approved.',
    access: 'member',
    idempotencyKey: true,
    body: { json: membershipPaymentSchema },
    success: { description: 'The payment as it stands.', data: payment },
    errors: {
      402: true,
      404: ['card_not_found'],
      409: ['already_paid', 'upgrade_pending'],
      422: ['idempotency_key_reused'],
    },
  },
];
