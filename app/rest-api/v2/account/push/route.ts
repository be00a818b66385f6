import { withMember } from '@/lib/server/auth/with-member';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { choosePushKinds, readPushSettings } from '@/lib/server/push/push-subscriptions';
import { pushKindsSchema } from '@/lib/schemas/push';

// GET /rest-api/v2/account/push — the VAPID public key to subscribe with, the kinds chosen, the browsers subscribed
export const GET = withMember(async (_request, _context, member) => ok(await readPushSettings(member.id)));

// PUT /rest-api/v2/account/push — the kinds of notification the member wants pushed ({ kinds: [...] })
export const PUT = withMember(async (request, _context, member) => {
  const input = await readJson(request, pushKindsSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(await choosePushKinds(member.id, input.kinds));
});
