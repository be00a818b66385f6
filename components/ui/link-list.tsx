import { SiteLink } from './site-link';

export interface LinkItem {
  href: string;
  label: string;
}

/** A list of site links (they keep the current locale; server-rendered, nothing to hydrate). */
export function LinkList({ items, className }: { items: readonly LinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href}>{item.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
