import { getTranslations } from 'next-intl/server';
import { ChangeEmailForm } from '../change-email-form';
import { ChangePasswordForm } from '../change-password-form';
import type { SectionProps } from './section-props';

type Errors = Record<string, string> & { generic: string };

/** /myaccount/security: change the sign-in e-mail or the password, each confirmed with the current password. */
export default async function SecuritySection({ section, member }: SectionProps) {
  const [account, t] = await Promise.all([getTranslations('Account'), getTranslations('Security')]);
  const errors = Object.fromEntries(
    Object.keys(t.raw('errors') as Record<string, string>).map((key) => [key, t(`errors.${key}`)]),
  ) as Errors;
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('security')}</h1>
      <p className="lead">{t('lead')}</p>
      <section className="account-subsection" aria-labelledby="security-email">
        <h2 id="security-email">{t('email.title')}</h2>
        <ChangeEmailForm
          email={member.email}
          labels={{
            current: t('email.current'),
            newEmail: t('email.newEmail'),
            currentPassword: t('email.currentPassword'),
            submit: t('email.submit'),
            sending: t('email.sending'),
            changed: t('email.changed'),
            errors,
          }}
        />
      </section>
      <section className="account-subsection" aria-labelledby="security-password">
        <h2 id="security-password">{t('password.title')}</h2>
        <ChangePasswordForm
          labels={{
            currentPassword: t('password.currentPassword'),
            newPassword: t('password.newPassword'),
            hint: t('password.hint'),
            submit: t('password.submit'),
            sending: t('password.sending'),
            changed: t('password.changed'),
            errors,
          }}
        />
      </section>
    </section>
  );
}
