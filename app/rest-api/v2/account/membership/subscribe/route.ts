import * as z from 'zod/mini';
import { membershipChoiceSchema, pendingUpgradeSchema } from '@/lib/schemas/membership';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { subscribeUpgrade } from '@/lib/server/members/membership-upgrade';

// POST /rest-api/v2/account/membership/subscribe — request an upgrade to a higher tier (recorded awaiting payment)
export const POST = withMember(async (request, _context, member) => {
  const { membership } = await readJson(request, membershipChoiceSchema);
  return ok(z.encode(pendingUpgradeSchema, await subscribeUpgrade(member.id, membership)));
});
