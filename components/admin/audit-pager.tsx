import Link from 'next/link';

/** `/admin/audit` with the filters asked for (blank ones left out) and, for an older page, its cursor. */
export function auditPageHref(filters: Record<string, string | undefined>, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
}

/** Links to the newest page (when on an older one) and to the next older page (when there is one). */
export function AuditPager({
  filters,
  cursor,
  nextCursor,
}: {
  filters: Record<string, string | undefined>;
  cursor: number | undefined;
  nextCursor: string | null;
}) {
  if (cursor === undefined && nextCursor === null) return null;
  return (
    <nav className="admin-pager" aria-label="Audit log pages">
      {cursor !== undefined && <Link href={auditPageHref(filters)}>Newest entries</Link>}
      {nextCursor !== null && <Link href={auditPageHref(filters, nextCursor)}>Older entries</Link>}
    </nav>
  );
}
