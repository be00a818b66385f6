import { withMember } from '@/lib/server/auth/with-member';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { keepShippingDestination } from '@/lib/server/members/shipping-destination';
import { destinationOf, keepShippingDestinationSchema } from '@/lib/schemas/shipping';

// PUT /rest-api/v2/account/shipping-destination — keep the member's shipping destination ({ zip } or { country }),
// or forget it ({ clear: true })
export const PUT = withMember(async (request, _context, member) => {
  const input = await readJson(request, keepShippingDestinationSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(await keepShippingDestination(member.id, input.clear ? null : destinationOf(input)));
});
