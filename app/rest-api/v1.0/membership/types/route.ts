import * as z from 'zod/mini';
import { membershipTypeSchema } from '@/lib/schemas/membership';
import { handle, ok } from '@/lib/server/http/respond';
import { listMembershipTypes } from '@/lib/server/members/membership-types';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/membership/types — the membership tiers with price, buyer fee and limits (public)
export const GET = handle(async () =>
  ok(z.encode(z.array(membershipTypeSchema), await listMembershipTypes())),
);
