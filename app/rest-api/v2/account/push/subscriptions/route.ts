import { withMember } from '@/lib/server/auth/with-member';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { dropPushSubscription, keepPushSubscription } from '@/lib/server/push/push-subscriptions';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/schemas/push';

// POST /rest-api/v2/account/push/subscriptions — keep this browser's push subscription (PushSubscription.toJSON())
export const POST = withMember(async (request, _context, member) => {
  const input = await readJson(request, pushSubscriptionSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(await keepPushSubscription(member.id, input));
});

// DELETE /rest-api/v2/account/push/subscriptions — stop pushing to this browser ({ endpoint })
export const DELETE = withMember(async (request, _context, member) => {
  const input = await readJson(request, pushUnsubscribeSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(await dropPushSubscription(member.id, input.endpoint));
});
