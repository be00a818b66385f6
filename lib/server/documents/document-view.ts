import 'server-only';
import type { documents } from '@/lib/db/schema';
import { documentFilePath, type DocumentKind } from '@/lib/domain/documents';

/** A stored document as the API shows it to its owner (never its storage path). */
export interface DocumentView {
  id: number;
  kind: DocumentKind;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  url: string;
  createdAt: string;
}

export function documentView(row: typeof documents.$inferSelect): DocumentView {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    url: documentFilePath(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
