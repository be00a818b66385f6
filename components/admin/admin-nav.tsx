'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentSection } from './admin-nav-items';

/** The console's sections; the one being shown is marked (also after moving between pages in the browser). */
export function AdminNav({ sections }: { sections: readonly { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <nav className="admin-nav" aria-label="Console">
      <ul>
        {sections.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={isCurrentSection(item.href, pathname) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
