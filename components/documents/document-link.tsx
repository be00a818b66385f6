'use client';

import type { MouseEvent, ReactNode } from 'react';
import { DOCUMENT_POPUP, popupFeatures } from '@/lib/domain/documents';

/**
 * A document link that opens the 680x500 pop-up window of SPEC §9. Where pop-ups are blocked (window.open gives
 * nothing back) the click goes on as a plain link with target=_blank: a new tab. Without script it is that link too.
 */
export function DocumentLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const box = {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    };
    const popup = window.open(href, DOCUMENT_POPUP.name, popupFeatures(box));
    if (!popup) return;
    popup.opener = null;
    popup.focus();
    event.preventDefault();
  };
  return (
    <a href={href} target="_blank" rel="noopener" aria-label={label} onClick={open} className="document-link">
      {children}
    </a>
  );
}
