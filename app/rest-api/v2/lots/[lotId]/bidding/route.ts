import * as z from 'zod/mini';
import { memberFromHeaders } from '@/lib/server/auth/session';
import { lotBidding } from '@/lib/server/bids/lot-bidding';
import { handle, ok } from '@/lib/server/http/respond';
import { readLotId } from '@/lib/server/watchlist/read-lot-id';
import { lotBiddingSchema } from '@/lib/schemas/bids';

type Context = { params: Promise<{ lotId: string }> };

// GET /rest-api/v2/lots/{lotId}/bidding — the bid box's state; with a session, also the member's own part
export const GET = handle<Context>(async (request, context) => {
  const lotId = await readLotId(context.params);
  const member = await memberFromHeaders(request.headers);
  return ok(z.encode(lotBiddingSchema, await lotBidding(lotId, member?.id ?? null)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
