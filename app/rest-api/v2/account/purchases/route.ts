import * as z from 'zod/mini';
import { purchasePageSchema, transactionListQuerySchema } from '@/lib/schemas/transactions';
import { withMember } from '@/lib/server/auth/with-member';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { listPurchases } from '@/lib/server/payments/lists/purchases';

// GET /rest-api/v2/account/purchases — the member's won and bought lots with their charges and sums, paged
export const GET = withMember(async (request, _context, member) => {
  const query = readQuery(request, transactionListQuerySchema);
  return ok(z.encode(purchasePageSchema, await listPurchases(member.id, query)));
});
