'use client';

import { Suspense, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { switcherLocales, type Locale } from '@/lib/i18n/routing';
import { NavMenu } from './nav-menu';

interface SwitcherProps {
  label: string;
  names: Record<Locale, string>;
}

/** `?{query}` of the current URL, '' without one. */
function useQuerySuffix(): string {
  const query = useSearchParams()?.toString() ?? '';
  return query ? `?${query}` : '';
}

function SwitcherMenu({ label, names, query }: SwitcherProps & { query: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  // Servers never see the hash: it is read when the menu is used.
  const [hash, setHash] = useState('');
  const capture = () => setHash(window.location.hash);
  return (
    <div onPointerEnter={capture} onFocusCapture={capture}>
      <NavMenu label={`${label}: ${names[locale]}`}>
        <ul className="menu-list" data-testid="language-list">
          {switcherLocales.map((l) => (
            <li key={l}>
              <a
                href={`${localizedPath(pathname, l)}${query}${hash}`}
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

function SwitcherWithQuery(props: SwitcherProps) {
  return <SwitcherMenu {...props} query={useQuerySuffix()} />;
}

/**
 * The language switcher (SPEC §2): the same path, query and hash in another language, as plain links to the exact
 * URL (English has no prefix), so nothing depends on a redirect or on JavaScript. Arabic is loadable but not offered
 * (SPEC §1). Pages rendered per request carry the query in their server HTML; a page cached for every query renders
 * the path alone (the Suspense fallback) and the browser adds its query; the hash is added in the browser.
 */
export function LanguageSwitcher(props: SwitcherProps) {
  return (
    <Suspense fallback={<SwitcherMenu {...props} query="" />}>
      <SwitcherWithQuery {...props} />
    </Suspense>
  );
}
