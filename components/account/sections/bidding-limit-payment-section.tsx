import { getTranslations } from 'next-intl/server';
import { DepositForm } from '@/components/account/billing/deposit-form';
import { paymentLabels } from '@/components/account/billing/labels';
import { OpenWires } from '@/components/account/billing/open-wires';
import { PaymentOutcome } from '@/components/account/billing/payment-outcome';
import { SandboxNotice } from '@/components/account/billing/sandbox-notice';
import { ThreeDSecureChallenge } from '@/components/account/billing/three-d-secure-challenge';
import { DEPOSIT_MIN_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { buyingPowerOverview } from '@/lib/server/bids/buying-power-overview';
import { listCards } from '@/lib/server/payments/credit-cards';
import { paypalGatewayOrNull, sandboxInUse } from '@/lib/server/payments/gateways';
import { memberPayment, paymentIdFromPath } from '@/lib/server/payments/member-payments';
import type { SectionProps } from './section-props';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The payment `?challenge=` or `?payment=` names, when it is the member's; null otherwise. */
async function namedPayment(memberId: string, raw: string) {
  const id = paymentIdFromPath(raw);
  if (id === null) return null;
  return memberPayment(memberId, id);
}

/**
 * /myaccount/bidding-limit/payment: take a deposit (saved card, new card, PayPal or wire) and show the new buying
 * power; the member's wires still on their way (their references and what is left to send) above the form.
 * `?challenge={paymentId}` shows the sandbox's 3-D Secure challenge of a payment that waits for it;
 * `?payment={paymentId}` shows how a payment ended (after PayPal).
 */
export default async function BiddingLimitPaymentSection({
  section,
  member,
  locale,
  searchParams = {},
}: SectionProps) {
  const [account, labels, power, cards] = await Promise.all([
    getTranslations('Account'),
    paymentLabels(),
    buyingPowerOverview(member.id),
    listCards(member.id),
  ]);
  const challenge = await namedPayment(member.id, one(searchParams.challenge));
  const shown = challenge ? null : await namedPayment(member.id, one(searchParams.payment));
  const body = () => {
    if (challenge?.status === 'requires_action' && challenge.method === 'card') {
      return (
        <ThreeDSecureChallenge
          paymentId={challenge.paymentId}
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
    if (challenge) return <PaymentOutcome result={challenge} labels={labels.outcome} />;
    if (shown) return <PaymentOutcome result={shown} labels={labels.outcome} />;
    return (
      <>
        <OpenWires memberId={member.id} purpose="deposit" />
        {sandboxInUse() && <SandboxNotice labels={labels.sandbox} />}
        <DepositForm
          cards={cards}
          paypal={paypalGatewayOrNull() !== null}
          wire
          minimumCents={DEPOSIT_MIN_CENTS}
          locale={locale}
          labels={labels.deposit}
          wireLabels={labels.wire('deposit')}
          cardLabels={labels.card}
        />
      </>
    );
  };
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('bidding-limit-payment')}</h1>
      <p className="lead" data-testid="deposit-lead">
        {labels.depositLead(power.limitCents)}
      </p>
      {body()}
    </section>
  );
}
