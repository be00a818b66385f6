import { Link } from '@/lib/i18n/navigation';

export interface LinkItem {
  href: string;
  label: string;
}

/** A list of site links (they keep the current locale). */
export function LinkList({ items, className }: { items: readonly LinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
