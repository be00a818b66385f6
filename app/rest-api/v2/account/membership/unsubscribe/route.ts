import { withMember } from '@/lib/server/auth/with-member';
import { ok } from '@/lib/server/http/respond';
import { cancelPendingUpgrade } from '@/lib/server/members/membership-upgrade';

// POST /rest-api/v2/account/membership/unsubscribe — cancel the member's upgrade awaiting payment
export const POST = withMember(async (_request, _context, member) =>
  ok(await cancelPendingUpgrade(member.id)),
);
