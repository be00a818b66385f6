import { getTranslations } from 'next-intl/server';
import { BillingManager } from '@/components/account/billing/billing-manager';
import { paymentLabels } from '@/components/account/billing/labels';
import { SandboxNotice } from '@/components/account/billing/sandbox-notice';
import { sandboxInUse } from '@/lib/server/payments/gateways';
import { listCards } from '@/lib/server/payments/credit-cards';
import type { SectionProps } from './section-props';

/** /myaccount/billing-information: the saved cards (make primary, delete) and the add-card form. */
export default async function BillingInformationSection({ section, member }: SectionProps) {
  const [account, labels, cards] = await Promise.all([
    getTranslations('Account'),
    paymentLabels(),
    listCards(member.id),
  ]);
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('billing-information')}</h1>
      <p className="lead">{labels.t('cards.lead')}</p>
      {sandboxInUse() && <SandboxNotice labels={labels.sandbox} />}
      <h2>{labels.t('cards.listTitle')}</h2>
      <BillingManager
        initialCards={cards}
        listLabels={labels.list}
        formLabels={labels.card}
        addTitle={labels.t('cards.addTitle')}
      />
    </section>
  );
}
