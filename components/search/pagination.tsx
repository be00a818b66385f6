import type { LotFilters } from '@/lib/domain/search-filters';
import { searchHref, type SearchLocation } from '@/lib/domain/search-state';
import { Link } from '@/lib/i18n/navigation';
import type { SearchTexts } from './search-texts';

/** The page numbers to link around `page`: the first, the last, and two on each side, null for a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Crawlable page links (plain anchors, rel prev and next) that keep every filter, the sort and the view. */
export function Pagination({
  location,
  filters,
  pages,
  texts,
}: {
  location: SearchLocation;
  filters: LotFilters;
  pages: number;
  texts: SearchTexts;
}) {
  if (pages <= 1) return null;
  const page = Math.min(filters.page, pages);
  const href = (p: number) => searchHref(location, { ...filters, page: p });
  return (
    <nav aria-label={texts.search('pagination')} className="pagination" data-testid="pagination">
      {page > 1 && (
        <Link prefetch={false} href={href(page - 1)} rel="prev" className="pagination__step">
          <span className="pagination__arrow" aria-hidden="true">
            ←
          </span>{' '}
          {texts.search('previous')}
        </Link>
      )}
      <ul>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === filters.page ? (
                <span aria-current="page" aria-label={texts.page('page', { page: p })}>
                  {p}
                </span>
              ) : (
                <Link prefetch={false} href={href(p)} aria-label={texts.page('page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {filters.page < pages && (
        <Link prefetch={false} href={href(page + 1)} rel="next" className="pagination__step">
          {texts.search('next')}{' '}
          <span className="pagination__arrow" aria-hidden="true">
            →
          </span>
        </Link>
      )}
      <span className="visually-hidden">{texts.search('pageOf', { page: filters.page, pages })}</span>
    </nav>
  );
}
