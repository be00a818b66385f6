'use client';

import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

let idle: Promise<void> | undefined;

/** Resolves once, the first time the browser is idle after the page loaded (or within 2 s on a busy page). */
export function afterIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const start = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else window.setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return idle;
}

/** False on the server, while hydrating and until the browser is first idle; true from then on. */
export function useIdleReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterIdle().then(() => {
      // A transition: React renders the islands in slices, yielding to input, rather than in one long task.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * A client component whose code is not needed for the first paint: `Placeholder` is rendered on the server, while
 * hydrating and until the browser is idle; then the component's own chunk loads and replaces it. The page's first-load
 * JavaScript and hydration work shrink by that component and whatever only it imports (React Query, analytics...).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const ready = useIdleReady();
    if (!ready) return <Placeholder {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
