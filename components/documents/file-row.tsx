import type { ReactNode } from 'react';
import type { DocumentView } from '@/lib/server/documents/document-view';
import { DocumentLink } from './document-link';

export interface FileRowTexts {
  open: string;
  /** Filled with the file's name already. */
  openLabel: string;
  meta: string;
}

/** One document in a list: its name, a line about it, the pop-up link and any actions. */
export function FileRow({
  document,
  texts,
  children,
}: {
  document: DocumentView;
  texts: FileRowTexts;
  children?: ReactNode;
}) {
  return (
    <li className="documents-list__item" data-testid="document-row">
      <span className="documents-list__name">
        <strong>{document.fileName}</strong>
        <br />
        <span className="documents-list__meta">{texts.meta}</span>
      </span>
      <DocumentLink href={document.url} label={texts.openLabel}>
        {texts.open}
      </DocumentLink>
      {children}
    </li>
  );
}
