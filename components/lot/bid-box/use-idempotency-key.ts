import { useMemo, useRef } from 'react';
import { mayRetrySame } from './bid-refusal';

/**
 * One Idempotency-Key per distinct submission. `take(signature)` makes a new key unless the last request with the same
 * signature may have gone unanswered (a network error or a 5xx): then the retry reuses it, and the server answers a
 * replayed key with its first answer instead of acting twice. `settle(error)` after each answer drops the key unless
 * that was the case.
 */
export function useIdempotencyKey() {
  const kept = useRef<{ signature: string; key: string } | null>(null);
  return useMemo(
    () => ({
      take(signature: string): string {
        if (kept.current?.signature === signature) return kept.current.key;
        const key = crypto.randomUUID();
        kept.current = { signature, key };
        return key;
      },
      settle(error?: unknown) {
        if (!mayRetrySame(error)) kept.current = null;
      },
    }),
    [],
  );
}
