'use client';

import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { hrefToString, localeOrDefault, localizeHref, stripLocale, type Href } from './localize-href';
import type { Locale } from './routing';

/*
 * Always import Link, useRouter and usePathname from here: they keep the current locale prefix. Built on next/link and
 * the route's [locale] param rather than next-intl's client runtime, so no message formatter ships to the browser
 * (server components translate; client components get their texts as props).
 */

/** The locale of the current route. */
export function useLocale(): Locale {
  return localeOrDefault(useParams<{ locale?: string }>()?.locale);
}

export function Link({
  href,
  locale,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale }) {
  const current = useLocale();
  return <NextLink href={localizeHref(hrefToString(href), locale ?? current)} {...props} />;
}

/** The current path without its locale prefix. */
export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/');
}

export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return {
    ...router,
    push: (href: Href) => router.push(localizeHref(hrefToString(href), locale)),
    replace: (href: Href) => router.replace(localizeHref(hrefToString(href), locale)),
  };
}
