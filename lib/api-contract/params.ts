import { z } from 'zod';

/**
 * Path parameters whose rule lives in a route's reader (lib/server/**) rather than in a lib/schemas schema: written
 * here as the reader checks them (see each), so the document says what a valid id looks like.
 */

/** member/files/{id} (lib/server/documents/read-document-id.ts): a positive 32-bit integer, else 422. */
export const documentIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .meta({ examples: ['12'] });

/**
 * credit-cards/.../{id}, payments/{id} (cardIdFromPath, paymentIdFromPath): 1 to 9 digits above 0; anything else
 * names no record and is a 404, not a 422.
 */
export const recordIdParam = z
  .string()
  .regex(/^[0-9]{1,9}$/)
  .meta({ examples: ['3'] });
