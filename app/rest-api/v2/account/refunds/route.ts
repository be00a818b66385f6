import * as z from 'zod/mini';
import { refundPageSchema, transactionListQuerySchema } from '@/lib/schemas/transactions';
import { withMember } from '@/lib/server/auth/with-member';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { listRefunds } from '@/lib/server/payments/lists/refunds';

// GET /rest-api/v2/account/refunds — the member's deposit refunds with their sums, paged
export const GET = withMember(async (request, _context, member) => {
  const query = readQuery(request, transactionListQuerySchema);
  return ok(z.encode(refundPageSchema, await listRefunds(member.id, query)));
});
