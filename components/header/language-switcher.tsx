'use client';

import { useState } from 'react';
import { localizedPath } from '@/lib/i18n/localized-path';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { switcherLocales, type Locale } from '@/lib/i18n/routing';
import { NavMenu } from './nav-menu';

/**
 * The language switcher (SPEC §2): the same path, query and hash in another language, as plain links to the exact
 * URL (English has no prefix), so nothing depends on a redirect. Arabic is loadable but not offered (SPEC §1). The
 * query and hash are read when the menu is used, so the page itself stays static.
 */
export function LanguageSwitcher({ label, names }: { label: string; names: Record<Locale, string> }) {
  const locale = useLocale();
  const pathname = usePathname();
  const [suffix, setSuffix] = useState('');
  const capture = () => setSuffix(window.location.search + window.location.hash);
  return (
    <div onPointerEnter={capture} onFocusCapture={capture}>
      <NavMenu label={`${label}: ${names[locale]}`}>
        <ul className="menu-list" data-testid="language-list">
          {switcherLocales.map((l) => (
            <li key={l}>
              <a
                href={`${localizedPath(pathname, l)}${suffix}`}
                hrefLang={l}
                lang={l}
                aria-current={l === locale ? 'true' : undefined}
              >
                {names[l]}
              </a>
            </li>
          ))}
        </ul>
      </NavMenu>
    </div>
  );
}
