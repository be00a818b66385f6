import * as z from 'zod/mini';
import { membershipOverviewSchema } from '@/lib/schemas/membership';
import { withMember } from '@/lib/server/auth/with-member';
import { ok } from '@/lib/server/http/respond';
import { membershipOverview } from '@/lib/server/members/membership-overview';

// GET /rest-api/v2/account/membership — the member's tier, the upgrade awaiting payment (if any) and the tiers
export const GET = withMember(async (_request, _context, member) =>
  ok(z.encode(membershipOverviewSchema, await membershipOverview(member.id))),
);
