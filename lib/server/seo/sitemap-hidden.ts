import 'server-only';
import { isNotNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { pageMetadata } from '@/lib/db/schema';
import { isLocale } from '@/lib/domain/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

/** The path a canonical link names (stored as a path or as an absolute URL). */
function pathOf(canonical: string): string {
  try {
    return new URL(canonical, 'http://canonical.invalid').pathname;
  } catch {
    return canonical;
  }
}

/**
 * The public paths (locale prefix included) that the page-metadata lookup (SPEC §2) keeps out of search engines:
 * marked noindex, or canonical to another URL. A sitemap lists neither.
 */
export async function hiddenPaths(): Promise<ReadonlySet<string>> {
  const db = await getDb();
  const rows = await db
    .select({
      path: pageMetadata.path,
      locale: pageMetadata.locale,
      noindex: pageMetadata.noindex,
      canonical: pageMetadata.canonical,
    })
    .from(pageMetadata)
    .where(or(pageMetadata.noindex, isNotNull(pageMetadata.canonical)));
  const hidden = new Set<string>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const own = localizedPath(row.path, row.locale);
    if (row.noindex || (row.canonical !== null && pathOf(row.canonical) !== own)) hidden.add(own);
  }
  return hidden;
}
