import 'server-only';
import { getTranslations } from 'next-intl/server';
import { BUYING_POWER_MULTIPLIER, DEPOSIT_MIN_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { AddCardLabels } from './add-card-form';
import type { CardListLabels } from './card-list';
import type { DepositLabels } from './deposit-form';
import type { PaymentOutcomeLabels } from './payment-outcome';
import type { PayWithLabels } from './pay-with-form';
import type { SandboxNoticeLabels } from './sandbox-notice';
import type { WireLabels } from './wire-instructions';

type Errors = Record<string, string> & { generic: string };

/** The wire instructions' plain texts (Payments.wire; the templates among them are read raw). */
const WIRE_TEXTS = [
  'title',
  'reference',
  'amount',
  'beneficiary',
  'beneficiaryAddress',
  'bankName',
  'bankAddress',
  'accountNumber',
  'routingNumber',
  'swift',
  'received',
  'outstanding',
  'demo',
] as const;

/** The translated texts of the billing and payment components (client components get their texts as props). */
export async function paymentLabels() {
  const t = await getTranslations('Payments');
  /** Every text of a group, formatted with `values`; the `templates` stay raw (the browser fills them in). */
  const group = (key: string, values: Record<string, string | number> = {}, templates: string[] = []) =>
    Object.fromEntries(
      Object.keys(t.raw(key) as Record<string, string>).map((name) => [
        name,
        templates.includes(name) ? (t.raw(`${key}.${name}`) as string) : t(`${key}.${name}`, values),
      ]),
    );
  const minimum = formatUsd(DEPOSIT_MIN_CENTS);
  const errors = group('errors', { minimum }) as Errors;
  const brands = group('brands');
  const raw = (key: string) => t.raw(key) as string;

  const card: AddCardLabels = {
    ...(group('cardForm', {}, ['added']) as Omit<AddCardLabels, 'brands' | 'errors'>),
    brands,
    errors,
  };
  const list: CardListLabels = {
    empty: t('cards.empty'),
    primary: t('cards.primary'),
    expired: t('cards.expired'),
    expires: raw('cards.expires'),
    makePrimary: t('cards.makePrimary'),
    delete: t('cards.delete'),
    confirmDelete: raw('cards.confirmDelete'),
    confirmYes: t('cards.confirmYes'),
    confirmNo: t('cards.confirmNo'),
    newPrimary: raw('cards.newPrimary'),
    noCardsLeft: t('cards.noCardsLeft'),
    failed: t('cards.failed'),
    brands,
  };
  const outcome: PaymentOutcomeLabels = {
    approved: raw('outcome.approved'),
    declined: t('outcome.declined'),
    canceled: t('outcome.canceled'),
    pending: t('outcome.pending'),
    backToLimit: t('outcome.backToLimit'),
    tryAgain: t('outcome.tryAgain'),
    errors,
  };
  const wireMethod = { wire: t('wire.method'), wireSubmit: raw('wire.submit') };
  const deposit: DepositLabels = {
    ...wireMethod,
    amount: t('deposit.amount'),
    amountHint: t('deposit.amountHint', { minimum }),
    payWith: t('deposit.payWith'),
    newCard: t('deposit.newCard'),
    paypal: t('deposit.paypal'),
    pay: raw('deposit.pay'),
    paying: t('deposit.paying'),
    brands,
    outcome,
    errors,
  };
  const payWith: PayWithLabels = {
    ...wireMethod,
    payWith: t('deposit.payWith'),
    newCard: t('deposit.newCard'),
    paypal: t('deposit.paypal'),
    pay: raw('deposit.pay'),
    paying: t('deposit.paying'),
    brands,
    errors,
  };
  const sandbox: SandboxNoticeLabels = {
    title: t('testMode.title'),
    text: t('testMode.text'),
    behaviours: group('testMode.behaviours'),
  };
  /** The wire instructions of a deposit's or a checkout's wire (their note on what happens once it is in). */
  const wire = (purpose: 'deposit' | 'checkout'): WireLabels => {
    const text = (key: (typeof WIRE_TEXTS)[number]) => t(`wire.${key}`);
    return {
      ...(Object.fromEntries(WIRE_TEXTS.map((key) => [key, text(key)])) as Record<
        (typeof WIRE_TEXTS)[number],
        string
      >),
      intro: raw('wire.intro'),
      excess: raw('wire.excess'),
      partlyPaid: raw('wire.partlyPaid'),
      note: t(purpose === 'deposit' ? 'wire.depositNote' : 'wire.checkoutNote'),
    };
  };
  return {
    t,
    wire,
    card,
    list,
    outcome,
    deposit,
    payWith,
    sandbox,
    depositLead: (powerCents: Cents) =>
      t('deposit.lead', { multiplier: BUYING_POWER_MULTIPLIER, power: formatUsd(powerCents) }),
  };
}
