import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { hrefToString, localeOrDefault, localizeHref, type Href } from '@/lib/i18n/localize-href';
import { SOFT_NAV_ATTRIBUTE } from './soft-nav-attribute';

/**
 * A site link for server components: a plain <a> in the page's language (SPEC §2: links keep the locale prefix), so
 * nothing hydrates per link; menus, the footer and lot lists render hundreds. A plain click still navigates
 * client-side, like next/link, through the one listener in the client providers; there is no prefetching. Client
 * components use Link from lib/i18n/navigation.
 */
export function SiteLink({
  href,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href }) {
  const locale = localeOrDefault(useLocale());
  return <a href={localizeHref(hrefToString(href), locale)} {...{ [SOFT_NAV_ATTRIBUTE]: '' }} {...props} />;
}
