import { Link } from '@/lib/i18n/navigation';

/** Crawlable page links that keep the rest of the query. */
export function Pagination({
  path,
  query,
  page,
  pages,
  labels,
}: {
  path: string;
  query: Record<string, string>;
  page: number;
  pages: number;
  labels: { nav: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  const href = (p: number) => ({
    pathname: path,
    query: p === 1 ? omitPage(query) : { ...query, page: String(p) },
  });
  return (
    <nav aria-label={labels.nav} className="pagination">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev">
          ← {labels.previous}
        </Link>
      )}
      <span aria-current="page">{labels.pageOf}</span>
      {page < pages && (
        <Link href={href(page + 1)} rel="next">
          {labels.next} →
        </Link>
      )}
    </nav>
  );
}

function omitPage(query: Record<string, string>): Record<string, string> {
  const { page: _page, ...rest } = query;
  return rest;
}
