import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { authFormLabels } from './auth-form-labels';
import { RecoveryForms } from './recovery-forms';

/** /myaccount/recovery-password: open to signed-out visitors; the mailed link brings its token here. */
export async function RecoveryPassword() {
  const [account, forms, common] = await Promise.all([
    getTranslations('Account'),
    getTranslations('AuthForms'),
    authFormLabels(),
  ]);
  return (
    <section className="content auth-page" data-testid="account-recovery-password">
      <h1>{account('recovery-password')}</h1>
      <Suspense>
        <RecoveryForms
          labels={{
            ...common,
            requestLead: forms('recovery.requestLead'),
            requestSubmit: forms('recovery.requestSubmit'),
            resetLead: forms('recovery.resetLead'),
            resetSubmit: forms('recovery.resetSubmit'),
            sending: forms('recovery.sending'),
            sent: forms('recovery.sent'),
            done: forms('recovery.done'),
            signIn: forms('recovery.signIn'),
          }}
        />
      </Suspense>
    </section>
  );
}
