import 'server-only';

/**
 * Remember an async value for `ttlMs` in this process; concurrent callers share one load, and a failed load is not
 * remembered. For slow-changing aggregates (menu counts), never for live bids.
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get() {
      if (!value || Date.now() - value.at > ttlMs) {
        const promise = load();
        value = { at: Date.now(), promise };
        promise.catch(() => {
          if (value?.promise === promise) value = undefined;
        });
      }
      return value.promise;
    },
    clear() {
      value = undefined;
    },
  };
}
