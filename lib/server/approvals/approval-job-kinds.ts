import 'server-only';

/**
 * The approvals' one-off jobs on the job queue (lib/server/jobs), each queued in the transaction of the step that
 * needs it; their handlers are ./approval-jobs.ts. Payloads: `{ offerId }`.
 */
/** A counter's deadline: the counter lapses and the buying power it held is released (queued at the deadline). */
export const COUNTER_EXPIRY_JOB_KIND = 'counter-offer-expiry';
/** A buyer's offer lapses once its lot can no longer be bought now (queued at the lot's sale start). */
export const OFFER_LAPSE_JOB_KIND = 'offer-lapse';
