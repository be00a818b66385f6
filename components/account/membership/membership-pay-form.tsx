'use client';

import * as z from 'zod/mini';
import { PayWithForm, type PayWithLabels } from '@/components/account/billing/pay-with-form';
import type { AddCardLabels } from '@/components/account/billing/add-card-form';
import type { Cents } from '@/lib/domain/money';
import type { MembershipTier } from '@/lib/domain/route-classifier';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { CreditCardView } from '@/lib/schemas/credit-cards';
import { membershipPaymentSchema } from '@/lib/schemas/membership-payment';

/**
 * Pays the upgrade to `membership` (POST /rest-api/v2/account/membership/payment) and, once approved, opens the
 * success page, which shows the new membership.
 */
export function MembershipPayForm({
  membership,
  priceCents,
  cards,
  paypal,
  locale,
  labels,
  cardLabels,
}: {
  membership: MembershipTier;
  priceCents: Cents;
  cards: CreditCardView[];
  paypal: boolean;
  locale: Locale;
  labels: PayWithLabels;
  cardLabels: AddCardLabels;
}) {
  const router = useRouter();
  return (
    <PayWithForm
      endpoint="/rest-api/v2/account/membership/payment"
      request={(choice) => {
        // A membership is paid by card or PayPal: this form offers no wire (no onWire), so the choice never is one.
        if (choice.method === 'wire') throw new Error('A membership is not paid by wire.');
        return z.encode(membershipPaymentSchema, { membership, ...choice });
      }}
      amountCents={priceCents}
      cards={cards}
      paypal={paypal}
      locale={locale}
      labels={labels}
      cardLabels={cardLabels}
      testId="membership-payment-form"
      onApproved={(result) => router.push(`/myaccount/success-upgrade?payment=${result.paymentId}`)}
    />
  );
}
