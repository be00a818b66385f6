import * as z from 'zod/mini';
import { handoverViewSchema } from '@/lib/schemas/handover';
import { withMember } from '@/lib/server/auth/with-member';
import { memberHandover } from '@/lib/server/handover/member-handover';
import { readLotId } from '@/lib/server/handover/read-lot-id';
import { ok } from '@/lib/server/http/respond';

type Context = { params: Promise<{ lotId: string }> };

// GET /rest-api/v2/account/purchases/{lotId}/handover — the member's purchase after the hammer: title, pickup, storage
export const GET = withMember<Context>(async (_request, context, member) => {
  const view = await memberHandover(member.id, await readLotId(context.params));
  return ok(z.encode(handoverViewSchema, view), { headers: { 'cache-control': 'private, no-store' } });
});
