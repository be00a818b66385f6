import 'server-only';
import { createTranslator } from 'next-intl';
import type { Db } from '@/lib/db/client';
import { UNVERIFIED_BID_CAP_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { IdRejectionReason } from '@/lib/domain/id-verification';
import { isLocale, type Locale } from '@/lib/domain/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { linkOrigin } from '../http/request-origin';
import { queueMail } from '../notifications/mailer';

type Messages = {
  Mail: Record<string, string>;
  Documents: { verification: { reasons: Record<string, string> } };
};

/**
 * The mail's texts and the reason's words in the member's language: the reason is the one their documents page shows
 * (Documents.verification.reasons), so both say it alike.
 */
async function texts(locale: Locale) {
  const messages = ((await import(`../../../messages/${locale}.json`)) as { default: Messages }).default;
  return {
    mail: createTranslator({ locale, messages, namespace: 'Mail' }),
    reason: (code: IdRejectionReason) => messages.Documents.verification.reasons[code] ?? code,
  };
}

export interface DecisionMail {
  to: string;
  firstName: string;
  /** The language the member uploaded in (anything unknown reads as English). */
  locale: string;
  decision: { status: 'approved' } | { status: 'rejected'; reason: IdRejectionReason; note: string | null };
}

/**
 * Tell the member of staff's decision: written to the outbox in the decision's own transaction (so the mail exists
 * exactly when the decision does); the returned function sends it once that transaction has committed.
 */
export async function queueDecisionMail(tx: Db, input: DecisionMail): Promise<() => Promise<void>> {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';
  const { mail, reason } = await texts(locale);
  const link = new URL(localizedPath('/myaccount/documents', locale), linkOrigin()).toString();
  const values = { name: input.firstName, link, cap: formatUsd(UNVERIFIED_BID_CAP_CENTS) };
  if (input.decision.status === 'approved') {
    return queueMail(tx, {
      to: input.to,
      subject: mail('idApprovedSubject', values),
      text: mail('idApprovedText', values),
      template: 'id-approved',
    });
  }
  const { note } = input.decision;
  const rejected = {
    ...values,
    reason: reason(input.decision.reason),
    note: note ? mail('idRejectedNote', { note }) : '',
  };
  return queueMail(tx, {
    to: input.to,
    subject: mail('idRejectedSubject', rejected),
    text: mail('idRejectedText', rejected).replace(/\n{3,}/g, '\n\n'),
    template: 'id-rejected',
  });
}
