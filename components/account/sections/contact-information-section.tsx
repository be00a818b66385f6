import { getTranslations } from 'next-intl/server';
import { countryOptions } from '@/lib/domain/countries';
import { MAX_PUSH_SUBSCRIPTIONS, PUSH_KINDS, type PushKind } from '@/lib/domain/push-kinds';
import { readContactInformation } from '@/lib/server/members/contact-information';
import { readPushSettings } from '@/lib/server/push/push-subscriptions';
import { ContactInformationForm, type ContactInformationLabels } from '../contact-information-form';
import { PushSettings, type PushSettingsLabels } from '../push-settings';
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

/** The PushSettings namespace's keys of each kind. */
const KIND_KEYS: Readonly<Record<PushKind, string>> = {
  outbid: 'outbid',
  'on-the-block': 'onTheBlock',
  results: 'results',
  'saved-search': 'savedSearch',
};

async function pushSettingsLabels(): Promise<PushSettingsLabels> {
  const t = await getTranslations('PushSettings');
  const plain = ['heading', 'lead', 'unsupported', 'blocked', 'on', 'off', 'turnOn', 'turnOff'] as const;
  const more = ['kindsLegend', 'save', 'saving', 'saved', 'failed', 'denied', 'unreachable'] as const;
  return {
    ...(Object.fromEntries([...plain, ...more].map((key) => [key, t(key)])) as Omit<
      PushSettingsLabels,
      'elsewhere' | 'kinds'
    >),
    elsewhere: Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, (_, count) => t('elsewhere', { count })),
    kinds: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, t(`kinds.${KIND_KEYS[kind]}`)])) as Record<
      PushKind,
      string
    >,
  };
}

/**
 * /myaccount/contact-information: the member's saved details, loaded here and edited in the form, and how the site
 * reaches them: the notifications pushed to their browsers (issue 26 §5).
 */
export default async function ContactInformationSection({ section, member, locale }: SectionProps) {
  const [account, t, labels, record, push, pushLabels] = await Promise.all([
    getTranslations('Account'),
    getTranslations('ContactInformation'),
    contactInformationLabels(),
    readContactInformation(member.id),
    readPushSettings(member.id),
    pushSettingsLabels(),
  ]);
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('contact-information')}</h1>
      <p className="lead">{t('lead')}</p>
      <ContactInformationForm initial={record} labels={labels} countries={countryOptions(locale)} />
      <PushSettings initial={push} labels={pushLabels} locale={locale} />
    </section>
  );
}
