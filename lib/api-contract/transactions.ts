import { transactionListQuerySchema } from '@/lib/schemas/transactions';
import type { Operation } from './operation';
import { documented, paged } from './shapes';

const tag = 'Transactions';

/** The account's ledger lists (SPEC §7): every amount in integer cents, paged. */
export const transactionOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/purchases',
    tag,
    summary: 'The member’s won and bought lots with their charges and sums',
    access: 'member',
    query: transactionListQuerySchema,
    success: {
      description: 'The page.',
      data: paged(documented('Purchase', 'lib/schemas/transactions.ts.'), {
        sums: documented('PurchaseSums', 'count, totalCents, paidCents, dueCents.'),
      }),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/refunds',
    tag,
    summary: 'The member’s deposit refunds with their sums',
    access: 'member',
    query: transactionListQuerySchema,
    success: {
      description: 'The page.',
      data: paged(documented('RefundItem', 'lib/schemas/transactions.ts.'), {
        sums: documented('RefundSums', 'count, refundedCents, pendingCents.'),
      }),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/closed-transactions',
    tag,
    summary: 'The member’s settled ledger rows with each kind’s sum',
    access: 'member',
    query: transactionListQuerySchema,
    success: {
      description: 'The page.',
      data: paged(documented('ClosedTransaction', 'lib/schemas/transactions.ts.'), {
        sums: documented('ClosedTransactionSums', 'count and byKind.'),
      }),
    },
  },
];
