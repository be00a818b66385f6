import * as z from 'zod/mini';
import { makeOffer } from '@/lib/server/approvals/make-offer';
import { memberOffers } from '@/lib/server/approvals/member-offers';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { makeOfferSchema, memberOffersSchema } from '@/lib/schemas/offers';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/account/offers — the member's offers and counters that wait, newest first
export const GET = withMember(async (_request, _context, member) => {
  const items = await memberOffers(member.id);
  return ok(z.encode(memberOffersSchema, { items }), { headers: { 'cache-control': 'private, no-store' } });
});

// POST /rest-api/v2/account/offers — offer less than a lot's buy-it-now price; Idempotency-Key required
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  const input = await readJson(request, makeOfferSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return reply(await makeOffer(member.id, input, key));
});
