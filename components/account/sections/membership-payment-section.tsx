import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { paymentLabels } from '@/components/account/billing/labels';
import { PaymentOutcome } from '@/components/account/billing/payment-outcome';
import { SandboxNotice } from '@/components/account/billing/sandbox-notice';
import { ThreeDSecureChallenge } from '@/components/account/billing/three-d-secure-challenge';
import { MembershipPayForm } from '@/components/account/membership/membership-pay-form';
import { TierFacts } from '@/components/account/membership/tier-facts';
import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';
import { membershipOverview } from '@/lib/server/members/membership-overview';
import { isUpgrade } from '@/lib/server/members/membership-ranks';
import { listCards } from '@/lib/server/payments/credit-cards';
import { paypalGatewayOrNull, sandboxInUse } from '@/lib/server/payments/gateways';
import { memberPayment, paymentIdFromPath } from '@/lib/server/payments/member-payments';
import type { SectionProps } from './section-props';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * /myaccount/membership/{starter,premium,vip}/payment: the order summary, then the tier's annual price paid by saved
 * card, new card or PayPal (POST /rest-api/v2/account/membership/payment); approved, the membership is active at once
 * and the member goes to /myaccount/success-upgrade. `?challenge={paymentId}` shows the sandbox's 3-D Secure step;
 * `?payment={paymentId}` how a payment ended (after PayPal).
 */
export default async function MembershipPaymentSection({
  section,
  member,
  tier,
  locale,
  searchParams = {},
}: SectionProps) {
  const [t, labels, { current, pending, types }, cards] = await Promise.all([
    getTranslations('Memberships'),
    paymentLabels(),
    membershipOverview(member.id),
    listCards(member.id),
  ]);
  const target = types.find((type) => type.code === tier);
  if (!tier || !target) notFound();
  const page = `/myaccount/membership/${tier}/payment`;
  const named = async (raw: string) => {
    const id = paymentIdFromPath(raw);
    const found = id === null ? null : await memberPayment(member.id, id);
    return found?.membership === tier ? found : null;
  };
  const challenge = await named(one(searchParams.challenge));
  const shown = challenge ? null : await named(one(searchParams.payment));
  const success = (paymentId: number) =>
    `${localizedPath('/myaccount/success-upgrade', locale)}?payment=${paymentId}`;
  if (shown?.status === 'approved') redirect(success(shown.paymentId));
  const otherConfirmed = pending?.confirmedAt && pending.membership !== tier ? pending : null;
  const action = () => {
    if (challenge?.status === 'requires_action' && challenge.method === 'card') {
      return (
        <ThreeDSecureChallenge
          paymentId={challenge.paymentId}
          approvedHref={success(challenge.paymentId)}
          retryHref={page}
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
    const ended = shown ?? (challenge?.status !== 'approved' ? challenge : null);
    if (ended) return <PaymentOutcome result={ended} labels={labels.outcome} retryHref={page} />;
    if (!isUpgrade(current.code, tier)) {
      return (
        <p className="notice--action" data-testid="membership-not-upgrade">
          {t('payment.notAnUpgrade', { tier: target.name, current: current.name })}
        </p>
      );
    }
    if (otherConfirmed) {
      return (
        <p className="notice--action" data-testid="membership-other-pending">
          {t('payment.otherPending', { tier: otherConfirmed.name })}
        </p>
      );
    }
    return (
      <>
        <p data-testid="membership-payment-notice">
          {t('payment.notice', { price: formatUsd(target.priceCents), tier: target.name })}
        </p>
        {sandboxInUse() && <SandboxNotice labels={labels.sandbox} />}
        <MembershipPayForm
          membership={tier}
          priceCents={target.priceCents}
          cards={cards}
          paypal={paypalGatewayOrNull() !== null}
          locale={locale}
          labels={labels.payWith}
          cardLabels={labels.card}
        />
      </>
    );
  };
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('payment.title', { tier: target.name })}</h1>
      <h2>{t('payment.summary')}</h2>
      <TierFacts type={target} testId="membership-order-summary" />
      {action()}
      <p>
        <Link href="/myaccount/manage-membership">{t('payment.back')}</Link>
      </p>
    </section>
  );
}
