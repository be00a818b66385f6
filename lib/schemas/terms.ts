import * as z from 'zod/mini';

/** POST member/accept-terms: the version the member read (the current one when left out). */
export const acceptTermsSchema = z.object({
  version: z.optional(z.number().check(z.int(), z.positive())),
});
