import 'server-only';
import type { JobHandler } from '../jobs/job-worker';
import { expireCounter, lapseOffer } from './offer-deadlines';

/** The job queue's handler of a counter's deadline (payload `{ offerId }`; ./approval-job-kinds.ts). */
export const counterExpiryJob: JobHandler = {
  run: async (payload) => {
    await expireCounter(Number(payload.offerId));
  },
  maxAttempts: 10,
};

/** The job queue's handler of an offer's lapse at its lot's sale start (payload `{ offerId }`). */
export const offerLapseJob: JobHandler = {
  run: async (payload) => {
    await lapseOffer(Number(payload.offerId));
  },
  maxAttempts: 10,
};
