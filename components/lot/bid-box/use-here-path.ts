import { localizeHref } from '@/lib/i18n/localize-href';
import { useLocale, usePathname } from '@/lib/i18n/navigation';

/** This page's path as the browser shows it (with its locale prefix): the `next` of sign-in and terms links. */
export function useHerePath(): string {
  return localizeHref(usePathname(), useLocale());
}

/** A same-site link that returns to `here` afterwards, e.g. `/login?next=%2Fes%2F...`. */
export function withNext(path: string, here: string): string {
  return `${path}?next=${encodeURIComponent(here)}`;
}
