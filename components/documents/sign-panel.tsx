import { getTranslations } from 'next-intl/server';
import type { SigningRequest } from '@/lib/server/documents/signing-request';
import { DocumentLink } from './document-link';
import { SignBillOfSaleForm } from './sign-bill-of-sale-form';

const PROBLEM_KEYS = {
  unknown: 'tokenUnknown',
  foreign: 'tokenForeign',
  used: 'tokenUsed',
  expired: 'tokenExpired',
} as const;

/** The signing panel the e-mailed link (`?sign=token`) opens: the bill to read and the name to type, or why not. */
export async function SignPanel({
  token,
  request,
  errors,
}: {
  token: string;
  request: SigningRequest;
  errors: Record<string, string> & { generic: string };
}) {
  const t = await getTranslations('Documents');
  return (
    <section className="documents-sign" aria-labelledby="documents-sign-title" data-testid="sign-panel">
      <h2 id="documents-sign-title">{t('sign.title')}</h2>
      {request.status === 'ready' ? (
        <>
          <p>{t('sign.lead', { lotId: request.lotId })}</p>
          <p>
            <DocumentLink href={request.documentUrl} label={t('sign.view')}>
              {t('sign.view')}
            </DocumentLink>
          </p>
          <iframe className="documents-sign__preview" src={request.documentUrl} title={t('sign.view')} />
          <SignBillOfSaleForm
            token={token}
            labels={{
              name: t('sign.name'),
              hint: t('sign.hint'),
              submit: t('sign.submit'),
              sending: t('sign.sending'),
              done: t('sign.done'),
              errors,
            }}
          />
        </>
      ) : (
        <p className="documents-sign__problem" role="alert">
          {t(`errors.${PROBLEM_KEYS[request.status]}`)}
        </p>
      )}
    </section>
  );
}
