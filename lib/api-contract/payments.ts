import { checkoutSchema } from '@/lib/schemas/checkout';
import { depositSchema } from '@/lib/schemas/deposits';
import { challengeSchema } from '@/lib/schemas/payments';
import { depositIdParam, transactionListQuerySchema } from '@/lib/schemas/transactions';
import * as z from 'zod';
import type { Operation } from './operation';
import { recordIdParam } from './params';
import { arrayOf, cents, dollars, documented, int, nullable, object, oneOf, paged, str } from './shapes';

const tag = 'Payments';

/** What a payment call answers (PaymentResult, lib/schemas/payments.ts). */
export const payment = object(
  {
    paymentId: int,
    status: oneOf(
      'approved',
      'partly_paid',
      'declined',
      'requires_action',
      'canceled',
      'pending',
      'failed',
      'refunded',
    ),
    amount: dollars,
    method: oneOf('card', 'paypal', 'wire'),
    actionUrl: nullable(str),
    declineCode: nullable(str),
    buyingPower: dollars,
    availableBuyingPower: dollars,
    membership: str,
    membershipName: str,
    paidLotIds: arrayOf(int),
    wire: object(
      {
        reference: str,
        purpose: oneOf('deposit', 'membership', 'checkout'),
        received: dollars,
        outstanding: dollars,
        excess: dollars,
        bank: object(
          {
            beneficiary: str,
            beneficiaryAddress: str,
            bankName: str,
            bankAddress: str,
            accountNumber: str,
            routingNumber: str,
            swift: str,
          },
          { description: 'Where the wire goes (lib/domain/business-rules.ts WIRE_BANK_DETAILS).' },
        ),
      },
      {
        description:
          'A wire payment: the reference the transfer must carry, the bank details, what has arrived, what is still ' +
          'outstanding and any excess (credited to the member as a held deposit).',
      },
    ),
  },
  {
    description:
      'PaymentResult (lib/schemas/payments.ts); `actionUrl` is where to finish (3-D Secure or PayPal).',
    optional: ['buyingPower', 'availableBuyingPower', 'membership', 'membershipName', 'paidLotIds', 'wire'],
  },
);
const paymentId = {
  schema: recordIdParam,
  description: 'The payment’s id (a malformed one names none: 404).',
};
/** The signed, single-use token of a PayPal return or cancel link (lib/server/payments/paypal-link.ts). */
const paypalLink = z.object({
  link: z
    .string()
    .optional()
    .describe(
      'The link’s signed, single-use token; without a valid one nothing changes and the page shows the payment as it stands.',
    ),
});

/** A PayPal return or cancel link: a GET PayPal sends the payer to, acting only with its signed token. */
function paypalLinkOperation(action: 'paypal-return' | 'paypal-cancel', summary: string): Operation {
  return {
    method: 'get',
    path: `/rest-api/v2/account/payments/{id}/${action}`,
    tag,
    summary,
    access: 'member',
    params: { id: paymentId },
    query: paypalLink,
    success: {
      status: 303,
      description: 'To the payment’s page.',
      headers: { Location: { schema: { type: 'string' }, description: 'The payment’s page.' } },
    },
    errors: { 404: ['payment_not_found'], 409: true },
  };
}

/** Checkout, deposits, a payment's state, 3-D Secure and PayPal, deposit refunds. */
export const paymentOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/checkout',
    tag,
    summary: 'The member’s won and bought lots left to pay, each with bid, fees and total',
    access: 'member',
    success: {
      description: 'The lots and their total.',
      data: object({
        lots: arrayOf(documented('CheckoutLotView', 'lib/schemas/checkout.ts.')),
        total: dollars,
      }),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/checkout',
    tag,
    summary: 'Pay lots by card, PayPal or wire; issues their bills of sale',
    description:
      'A total that changed since it was shown (a late fee fell due) is refused with the new total. By wire the ' +
      'answer is `pending` with the transfer’s reference and bank details; the lots are paid once finance records ' +
      'the money. Lots a partly received wire pays for wait for the rest of it (409 `wire_partly_received`).',
    access: 'member',
    idempotencyKey: true,
    body: { json: checkoutSchema },
    success: { description: 'The payment as it stands.', data: payment },
    errors: {
      402: true,
      404: ['purchase_not_found', 'card_not_found'],
      409: ['already_paid', 'wire_partly_received'],
      422: ['idempotency_key_reused'],
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/deposits',
    tag,
    summary: 'The member’s deposits (each with whether it may be refunded now) and sums, paged',
    access: 'member',
    query: transactionListQuerySchema,
    success: {
      description: 'The page; amounts in cents.',
      data: paged(documented('DepositItem', 'lib/schemas/transactions.ts.'), {
        sums: documented('DepositSums', 'count, heldCents, refundedCents, buying power in cents.'),
      }),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/deposits',
    tag,
    summary: 'Pay a deposit by card, PayPal or wire; raises buying power',
    description:
      'By wire the answer is `pending` with the transfer’s reference and bank details; the deposit counts toward ' +
      'buying power once finance has recorded the whole amount.',
    access: 'member',
    idempotencyKey: true,
    body: { json: depositSchema },
    success: { description: 'The payment as it stands.', data: payment },
    errors: { 404: ['card_not_found'], 422: ['idempotency_key_reused', 'payment_declined'] },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/payments/{id}',
    tag,
    summary: 'One of the member’s payments as it stands',
    access: 'member',
    params: { id: paymentId },
    success: { description: 'The payment.', data: payment },
    errors: { 404: ['payment_not_found'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/payments/{id}/challenge',
    tag,
    summary: 'Answer the sandbox’s 3-D Secure challenge: approve or fail',
    access: 'member',
    params: { id: paymentId },
    body: { json: challengeSchema },
    success: { description: 'The payment after the challenge.', data: payment },
    errors: { 404: ['payment_not_found'], 409: true },
  },
  paypalLinkOperation(
    'paypal-return',
    'PayPal sends the payer back here: capture the order, go to the payment’s page',
  ),
  paypalLinkOperation(
    'paypal-cancel',
    'The payer canceled on PayPal’s page: cancel the payment, go back to its page',
  ),
  {
    method: 'post',
    path: '/rest-api/v2/account/refunds/{id}',
    tag,
    summary: 'Refund a deposit',
    description:
      'A deposit that may not be refunded now is a 409 whose code says why. With REFUNDS_NEED_APPROVAL on, a ' +
      'refund the rules let through waits for finance (`awaiting-approval`; the deposit stops counting at once).',
    access: 'member',
    idempotencyKey: true,
    params: { id: { schema: depositIdParam, description: 'The deposit’s id: 1 to 9 digits, above 0.' } },
    success: {
      description: 'The refund and the buying power left.',
      data: object({
        refundId: int,
        depositId: int,
        amountCents: cents,
        status: oneOf('completed', 'pending', 'awaiting-approval'),
        buyingPowerCents: cents,
        availableBuyingPowerCents: cents,
      }),
    },
    errors: {
      404: ['deposit_not_found'],
      409: ['payment_not_refundable', 'refund_failed'],
      422: ['idempotency_key_reused'],
    },
  },
];
