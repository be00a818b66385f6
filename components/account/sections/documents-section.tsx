import { getTranslations } from 'next-intl/server';
import { DeleteDocumentButton } from '@/components/documents/delete-document-button';
import { FileRow } from '@/components/documents/file-row';
import { IdUploadForm } from '@/components/documents/id-upload-form';
import { IdVerificationStatus, reviewStatusText } from '@/components/documents/id-verification-status';
import { SignPanel } from '@/components/documents/sign-panel';
import { DOCUMENT_MAX_BYTES } from '@/lib/domain/documents';
import { toIntlLocale } from '@/lib/domain/locales';
import { listDocuments } from '@/lib/server/documents/list-documents';
import { signingRequest } from '@/lib/server/documents/signing-request';
import type { DocumentView } from '@/lib/server/documents/document-view';
import type { IdDocumentView } from '@/lib/server/documents/list-documents';
import type { SectionProps } from './section-props';
import '@/components/documents/documents.css';

type Errors = Record<string, string> & { generic: string };

/**
 * /myaccount/documents (and /myaccount/ids): the member's verification (issue 24 §4: waiting, approved, or not accepted
 * with the reason), their ids (upload, open, delete all but an approved one, each with its review), invoices and bills
 * of sale (open; the signed copy once signed). The e-mailed signing link adds `?sign=token`, which shows the signing panel.
 */
export default async function DocumentsSection({ section, member, locale, searchParams = {} }: SectionProps) {
  const token = typeof searchParams.sign === 'string' ? searchParams.sign : null;
  const [account, t, list, signing] = await Promise.all([
    getTranslations('Account'),
    getTranslations('Documents'),
    listDocuments(member.id),
    token ? signingRequest(member.id, token, new Date()) : null,
  ]);
  const errors = t.raw('errors') as Errors;
  const date = new Intl.DateTimeFormat(toIntlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string) => date.format(new Date(iso));
  const rowTexts = (document: DocumentView, meta: string) => ({
    open: t('open'),
    openLabel: t('openLabel', { name: document.fileName }),
    meta,
  });
  const uploaded = (document: DocumentView) =>
    `${t('file.uploaded', { date: when(document.createdAt) })} · ${t('file.size', {
      size: Math.max(1, Math.round(document.sizeBytes / 1024)),
    })}`;
  const reviewed = (document: IdDocumentView) =>
    document.review ? `${uploaded(document)} · ${reviewStatusText(t, document.review)}` : uploaded(document);
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('documents')}</h1>
      <p className="lead">{t('lead')}</p>
      {token && signing && <SignPanel token={token} request={signing} errors={errors} />}

      <section className="account-subsection" aria-labelledby="documents-ids">
        <h2 id="documents-ids">{t('ids.title')}</h2>
        <IdVerificationStatus verification={list.verification} t={t} />
        {list.ids.length === 0 ? (
          <p>{t('ids.empty')}</p>
        ) : (
          <ul className="documents-list" data-testid="documents-ids">
            {list.ids.map((document) => (
              <FileRow key={document.id} document={document} texts={rowTexts(document, reviewed(document))}>
                {/* An approved id stays on file: it is what verifies the member (the server refuses it too). */}
                {document.review?.status !== 'approved' && (
                  <DeleteDocumentButton
                    id={document.id}
                    labels={{
                      delete: t('delete'),
                      deleting: t('deleting'),
                      deleteLabel: t('deleteLabel', { name: document.fileName }),
                      deleteConfirm: t('deleteConfirm', { name: document.fileName }),
                      failed: errors.generic,
                    }}
                  />
                )}
              </FileRow>
            ))}
          </ul>
        )}
        <h3>{t('upload.title')}</h3>
        <IdUploadForm
          locale={locale}
          labels={{
            file: t('upload.file'),
            hint: t('upload.hint', { size: DOCUMENT_MAX_BYTES / 1024 / 1024 }),
            submit: t('upload.submit'),
            sending: t('upload.sending'),
            done: t('upload.done'),
            errors,
          }}
        />
      </section>

      <section className="account-subsection" aria-labelledby="documents-invoices">
        <h2 id="documents-invoices">{t('invoices.title')}</h2>
        {list.invoices.length === 0 ? (
          <p>{t('invoices.empty')}</p>
        ) : (
          <ul className="documents-list" data-testid="documents-invoices">
            {list.invoices.map((document) => (
              <FileRow key={document.id} document={document} texts={rowTexts(document, uploaded(document))} />
            ))}
          </ul>
        )}
      </section>

      <section className="account-subsection" aria-labelledby="documents-bos">
        <h2 id="documents-bos">{t('billsOfSale.title')}</h2>
        {list.billsOfSale.length === 0 ? (
          <p>{t('billsOfSale.empty')}</p>
        ) : (
          <ul className="documents-list" data-testid="documents-bills-of-sale">
            {list.billsOfSale.map((bill) => (
              <FileRow
                key={bill.id}
                document={bill.document}
                texts={rowTexts(
                  bill.document,
                  `${t('billsOfSale.lot', { lotId: bill.lotId, lot: bill.lot })} · ${
                    bill.signed && bill.signedAt
                      ? t('billsOfSale.signed', { name: bill.signedName ?? '', date: when(bill.signedAt) })
                      : t('billsOfSale.unsigned', { date: when(bill.tokenExpiresAt) })
                  }`,
                )}
              />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
