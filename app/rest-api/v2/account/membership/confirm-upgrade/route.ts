import { membershipChoiceSchema } from '@/lib/schemas/membership';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { confirmUpgrade } from '@/lib/server/members/membership-upgrade';

// POST /rest-api/v2/account/membership/confirm-upgrade — confirm the pending upgrade; 202: it waits for payment
export const POST = withMember(async (request, _context, member) => {
  const { membership } = await readJson(request, membershipChoiceSchema);
  return ok(await confirmUpgrade(member.id, membership), { status: 202 });
});
