import * as z from 'zod/mini';
import { closedTransactionPageSchema, transactionListQuerySchema } from '@/lib/schemas/transactions';
import { withMember } from '@/lib/server/auth/with-member';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { listClosedTransactions } from '@/lib/server/payments/lists/closed-transactions';

// GET /rest-api/v2/account/closed-transactions — the member's settled ledger rows with each kind's sum, paged
export const GET = withMember(async (request, _context, member) => {
  const query = readQuery(request, transactionListQuerySchema);
  return ok(z.encode(closedTransactionPageSchema, await listClosedTransactions(member.id, query)));
});
