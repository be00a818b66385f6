'use client';

import { useState } from 'react';
import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { switcherLocales, type Locale } from '@/lib/i18n/routing';
import { NavMenu } from './nav-menu';

/**
 * The language switcher (SPEC §2): the same path, query and hash in another language. Arabic is loadable but not
 * offered here (SPEC §1). The query and hash are read when the menu is used, so the page itself stays static.
 */
export function LanguageSwitcher({ label, names }: { label: string; names: Record<Locale, string> }) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const [suffix, setSuffix] = useState('');
  return (
    <div
      onPointerEnter={() => setSuffix(window.location.search + window.location.hash)}
      onFocusCapture={() => setSuffix(window.location.search + window.location.hash)}
    >
      <NavMenu label={`${label}: ${names[locale]}`}>
        <ul className="menu-list" data-testid="language-list">
          {switcherLocales.map((l) => (
            <li key={l}>
              <Link
                href={`${pathname}${suffix}`}
                locale={l}
                hrefLang={l}
                lang={l}
                aria-current={l === locale ? 'true' : undefined}
              >
                {names[l]}
              </Link>
            </li>
          ))}
        </ul>
      </NavMenu>
    </div>
  );
}
