import * as z from 'zod/mini';
import { membershipChoiceSchema, upgradeAcceptedSchema } from '@/lib/schemas/membership';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { confirmUpgrade } from '@/lib/server/members/membership-upgrade';

// POST /rest-api/v2/account/membership/confirm-upgrade — confirm the pending upgrade; 202: it waits for payment
export const POST = withMember(async (request, _context, member) => {
  const { membership } = await readJson(request, membershipChoiceSchema);
  return ok(z.encode(upgradeAcceptedSchema, await confirmUpgrade(member.id, membership)), { status: 202 });
});
