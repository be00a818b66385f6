import { getFormatter, getTranslations } from 'next-intl/server';
import { paymentLabels } from '@/components/account/billing/labels';
import { OpenWires } from '@/components/account/billing/open-wires';
import { PaymentOutcome } from '@/components/account/billing/payment-outcome';
import { SandboxNotice } from '@/components/account/billing/sandbox-notice';
import { ThreeDSecureChallenge } from '@/components/account/billing/three-d-secure-challenge';
import { LATE_PAYMENT_FEE_CENTS, PAYMENT_DUE_BUSINESS_DAYS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { checkoutOverview } from '@/lib/server/payments/checkout';
import { listCards } from '@/lib/server/payments/credit-cards';
import { paypalGatewayOrNull, sandboxInUse } from '@/lib/server/payments/gateways';
import { memberPayment, paymentIdFromPath } from '@/lib/server/payments/member-payments';
import { CheckoutForm, type CheckoutLabels } from './checkout-form';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * /myaccount/checkout (simple header): the member's won and bought lots left to pay, each with bid + buyer fee of
 * their tier + documentation fee + other fees (+ the late fee once overdue) = total, paid one or all together by card,
 * PayPal or wire. `?challenge={paymentId}` shows the sandbox's 3-D Secure step; `?payment={paymentId}` how it ended
 * (a wire still on its way is in the list of wires above the lots, with its reference and what is left to send).
 */
export async function CheckoutSection({
  memberId,
  locale,
  searchParams,
}: {
  memberId: string;
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const [t, format, labels, overview, cards] = await Promise.all([
    getTranslations('Checkout'),
    getFormatter(),
    paymentLabels(),
    checkoutOverview(memberId),
    listCards(memberId),
  ]);
  const named = async (raw: string) => {
    const id = paymentIdFromPath(raw);
    const found = id === null ? null : await memberPayment(memberId, id);
    return found?.paidLotIds || found?.wire?.purpose === 'checkout' ? found : null;
  };
  const challenge = await named(one(searchParams.challenge));
  const shown = challenge ? null : await named(one(searchParams.payment));
  const raw = (key: string) => t.raw(key) as string;
  const checkoutLabels: CheckoutLabels = {
    select: raw('select'),
    selectAll: t('selectAll'),
    won: t('won'),
    boughtNow: t('boughtNow'),
    due: raw('due'),
    overdue: raw('overdue'),
    bid: t('bid'),
    buyerFee: t('buyerFee'),
    documentationFee: t('documentationFee'),
    otherFees: t('otherFees'),
    storageFee: t('storageFee'),
    lateFee: t('lateFee'),
    paid: t('paid'),
    total: t('total'),
    selectedTotal: raw('selectedTotal'),
    nothingSelected: t('nothingSelected'),
    paidText: raw('paidText'),
    documents: t('documents'),
  };
  const outcome = () => {
    if (challenge?.status === 'requires_action' && challenge.method === 'card') {
      return (
        <ThreeDSecureChallenge
          paymentId={challenge.paymentId}
          approvedHref={`${localizedPath('/myaccount/checkout', locale)}?payment=${challenge.paymentId}`}
          retryHref="/myaccount/checkout"
          labels={{
            title: labels.t('challenge.title'),
            text: labels.t('challenge.text', { amount: formatUsd(challenge.amount) }),
            approve: labels.t('challenge.approve'),
            fail: labels.t('challenge.fail'),
            working: labels.t('challenge.working'),
            outcome: labels.outcome,
          }}
        />
      );
    }
    const ended = shown ?? challenge;
    if (ended?.status === 'approved') {
      return (
        <div className="notice--action" role="status" data-testid="checkout-paid">
          <p>{t('paidText', { amount: formatUsd(ended.amount) })}</p>
          <Link href="/myaccount/documents">{t('documents')}</Link>
        </div>
      );
    }
    // A wire on its way is shown with the others (OpenWires), its instructions and reference there.
    if (ended?.wire && (ended.status === 'pending' || ended.status === 'partly_paid')) return null;
    if (ended)
      return <PaymentOutcome result={ended} labels={labels.outcome} retryHref="/myaccount/checkout" />;
    return null;
  };
  const shownOutcome = outcome();
  const challenging = challenge?.status === 'requires_action';
  return (
    <section data-testid="account-checkout">
      <h1>{t('title')}</h1>
      <p className="lead">
        {t('lead', { days: PAYMENT_DUE_BUSINESS_DAYS, lateFee: formatUsd(LATE_PAYMENT_FEE_CENTS) })}
      </p>
      {shownOutcome}
      {!challenging && <OpenWires memberId={memberId} purpose="checkout" />}
      {!challenging && overview.lots.length === 0 && (
        <p data-testid="checkout-empty">
          {t('empty')} <Link href="/myaccount/bids?list=won">{t('toBids')}</Link>
        </p>
      )}
      {!challenging && overview.lots.length > 0 && (
        <>
          {sandboxInUse() && <SandboxNotice labels={labels.sandbox} />}
          <CheckoutForm
            // A fresh form for the lots left after a payment (its own notice gives way to the one above).
            key={shown?.paymentId ?? 'checkout'}
            lots={overview.lots.map((lot) => ({
              ...lot,
              dueText: format.dateTime(new Date(lot.dueAt), { dateStyle: 'medium', timeStyle: 'short' }),
            }))}
            cards={cards}
            paypal={paypalGatewayOrNull() !== null}
            locale={locale}
            labels={checkoutLabels}
            payLabels={labels.payWith}
            cardLabels={labels.card}
          />
        </>
      )}
    </section>
  );
}
