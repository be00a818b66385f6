import { getTranslations } from 'next-intl/server';
import { countryOptions } from '@/lib/domain/countries';
import { readContactInformation } from '@/lib/server/members/contact-information';
import { ContactInformationForm, type ContactInformationLabels } from '../contact-information-form';
import type { SectionProps } from './section-props';

async function contactInformationLabels(): Promise<ContactInformationLabels> {
  const t = await getTranslations('ContactInformation');
  const fields = Object.keys(t.raw('fields') as Record<string, string>);
  const errors = Object.keys(t.raw('errors') as Record<string, string>);
  return {
    fields: Object.fromEntries(
      fields.map((key) => [key, t(`fields.${key}`)]),
    ) as ContactInformationLabels['fields'],
    submit: t('submit'),
    sending: t('sending'),
    saved: t('saved'),
    errors: Object.fromEntries(
      errors.map((key) => [key, t(`errors.${key}`)]),
    ) as ContactInformationLabels['errors'],
  };
}

/** /myaccount/contact-information: the member's saved details, loaded here and edited in the form. */
export default async function ContactInformationSection({ section, member, locale }: SectionProps) {
  const [account, t, labels, record] = await Promise.all([
    getTranslations('Account'),
    getTranslations('ContactInformation'),
    contactInformationLabels(),
    readContactInformation(member.id),
  ]);
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('contact-information')}</h1>
      <p className="lead">{t('lead')}</p>
      <ContactInformationForm initial={record} labels={labels} countries={countryOptions(locale)} />
    </section>
  );
}
