import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { pageMetadata } from '@/lib/db/schema';
import type { Breadcrumb, FaqItem } from '@/lib/domain/page-content';

export interface PageMetadata {
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
  h1: string;
  faq: FaqItem[];
  vehicleOverview: string;
  vehicleCondition: string;
  breadcrumbs: Breadcrumb[];
}

export const EMPTY_PAGE_METADATA: PageMetadata = {
  title: '',
  description: '',
  canonical: null,
  noindex: false,
  h1: '',
  faq: [],
  vehicleOverview: '',
  vehicleCondition: '',
  breadcrumbs: [],
};

/** SPEC §2's per-path lookup; every field defaults to empty when the path has no row. */
export async function getPageMetadata(path: string, locale: string): Promise<PageMetadata> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(pageMetadata)
    .where(and(eq(pageMetadata.path, path), eq(pageMetadata.locale, locale)))
    .limit(1);
  if (!row) return EMPTY_PAGE_METADATA;
  const { path: _path, locale: _locale, ogImage: _og, ...fields } = row;
  return fields;
}
