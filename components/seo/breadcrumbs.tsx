import type { Breadcrumb } from '@/lib/domain/page-content';
import { Link } from '@/lib/i18n/navigation';

/** The visible trail; the last crumb is the current page. */
export function Breadcrumbs({ items, label }: { items: Breadcrumb[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((crumb, index) => (
          <li key={crumb.href}>
            {index === items.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.href}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
