'use client';

import { useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/** The sub-bar; under 768 px it collapses behind a Menu button. */
export function HeaderNav({
  menuLabel,
  navLabel,
  children,
}: {
  menuLabel: string;
  navLabel: string;
  children: ReactNode;
}) {
  // Open for the path it was opened on: navigating closes it without an effect.
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <div className="sub-bar">
      <div className="container sub-bar__inner">
        <button
          type="button"
          className="sub-bar__toggle"
          aria-expanded={open}
          aria-controls="main-navigation"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {menuLabel}
        </button>
        <nav id="main-navigation" aria-label={navLabel} className={`sub-bar__nav${open ? ' is-open' : ''}`}>
          {children}
        </nav>
      </div>
    </div>
  );
}
