import 'server-only';

/** Ledger statuses that count in the lists: failed and void rows moved nothing. */
export const LIVE_STATUSES = ['pending', 'completed'] as const;
