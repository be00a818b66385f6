import * as z from 'zod/mini';
import { withMember } from '@/lib/server/auth/with-member';
import { memberBids } from '@/lib/server/bids/member-bids';
import { ApiError } from '@/lib/server/http/api-error';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { bidListParam, bidListQuerySchema, memberBidPageSchema } from '@/lib/schemas/bids';

type Context = { params: Promise<{ x: string }> };

// GET /rest-api/v2/bids/{current|won|lost|bought} — the member's bids of one list, paged
export const GET = withMember<Context>(async (request, context, member) => {
  const list = z.safeParse(bidListParam, (await context.params).x);
  if (!list.success) throw ApiError.invalid({ x: 'bidListInvalid' });
  const { page, page_size } = readQuery(request, bidListQuerySchema);
  const bids = await memberBids(member.id, list.data, { page, pageSize: page_size });
  return ok(z.encode(memberBidPageSchema, bids));
});
