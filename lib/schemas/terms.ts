import * as z from 'zod/mini';
import { INT4_MAX } from './input-bounds';

/** POST member/accept-terms: the version the member read (the current one when left out). */
export const acceptTermsSchema = z.object({
  version: z.optional(z.int().check(z.positive(), z.lte(INT4_MAX))),
});
