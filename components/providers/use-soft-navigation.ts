'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SOFT_NAV_ATTRIBUTE } from '@/components/ui/soft-nav-attribute';

/** Whether a click on `anchor` is a plain same-site navigation the router can take (what next/link intercepts). */
export function isSoftNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Only the hash differs: the browser scrolls to it without a navigation.
  return !(url.pathname === window.location.pathname && url.search === window.location.search && url.hash);
}

/**
 * Server-rendered site links (SiteLink) navigate client-side: one click listener on the document instead of a
 * hydrated next/link per link. Without JavaScript, or before it has loaded, they are ordinary links.
 */
export function useSoftNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.(`a[${SOFT_NAV_ATTRIBUTE}]`);
      if (!(anchor instanceof HTMLAnchorElement) || !isSoftNavigation(event, anchor)) return;
      event.preventDefault();
      const url = new URL(anchor.href, window.location.href);
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
