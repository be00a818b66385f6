'use client';

import { useEffect, useRef } from 'react';

/** SPEC §2: "The page scrolls to the top on each path change" (not on the first render, nor on hash or query changes). */
export function useScrollToTop(pathname: string | null): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
