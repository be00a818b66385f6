import * as z from 'zod/mini';
import { DEPOSIT_REFUSALS } from '@/lib/domain/deposit-refund';
import { wireCents } from './money';

/**
 * The transaction calls of SPEC §7: GET /rest-api/v2/account/purchases, /deposits, /refunds, /closed-transactions
 * (paged: `page`, `page_size`) and POST /rest-api/v2/account/refunds/{id} (a deposit's id; Idempotency-Key). SPEC
 * shows no shapes: every amount crosses these calls as integer cents (`...Cents`: the wireCents codec, `Cents`
 * inside), so the sums add up to the cent; pages show them as whole dollars (SPEC §9). Times are ISO strings.
 * Messages are i18n keys of Transactions.errors.
 */
export const TRANSACTION_TABS = ['purchases', 'deposits', 'refunds', 'closed'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];
export const TRANSACTIONS_PAGE_SIZE = 20;
export const TRANSACTIONS_MAX_PAGE_SIZE = 100;

const positiveInt = (message: string) => z.coerce.number(message).check(z.int(message), z.gte(1, message));
export const transactionListQuerySchema = z.object({
  page: z._default(positiveInt('pageInvalid').check(z.lte(1_000_000, 'pageInvalid')), 1),
  page_size: z._default(
    positiveInt('pageSizeInvalid').check(z.lte(TRANSACTIONS_MAX_PAGE_SIZE, 'pageSizeInvalid')),
    TRANSACTIONS_PAGE_SIZE,
  ),
});
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** A deposit's id in POST /refunds/{id}: 1 to 9 digits, above 0. */
export const depositIdParam = z.string('depositIdInvalid').check(
  z.regex(/^\d{1,9}$/, 'depositIdInvalid'),
  z.refine((v) => Number(v) > 0, 'depositIdInvalid'),
);

/** /myaccount/transactions?tab=&page=: an unknown tab shows purchases, a bad page the first. */
export function transactionsQueryFromSearchParams(params: Record<string, string | string[] | undefined>): {
  tab: TransactionTab;
  page: number;
} {
  const tab = z.safeParse(z.enum(TRANSACTION_TABS), params.tab);
  const page = z.safeParse(transactionListQuerySchema.def.shape.page, params.page);
  return { tab: tab.success ? tab.data : 'purchases', page: page.success ? page.data : 1 };
}

/** A page of a list: its rows, how many there are in all, and sums over every row of the list (not only this page). */
function paged<I extends z.ZodMiniType, S extends z.ZodMiniType>(item: I, sums: S) {
  return z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int(), sums });
}

const iso = z.string();
const chargeStatus = z.enum(['pending', 'completed']);

/** One charge of a purchase: the price, the buyer fee, the documentation fee... */
export const purchaseChargeSchema = z.object({
  kind: z.string(),
  description: z.string(),
  amountCents: wireCents,
  status: chargeStatus,
});

/** One lot the member won or bought, with its charges (ledger rows of the lot). */
export const purchaseSchema = z.object({
  lotId: z.int(),
  stockNumber: z.nullable(z.string()),
  title: z.string(),
  /** The lot page's path (without a locale prefix). */
  path: z.nullable(z.string()),
  purchasedAt: iso,
  dueAt: z.nullable(iso),
  /** paid once every charge is completed; overdue when unpaid past its due time. */
  status: z.enum(['unpaid', 'overdue', 'paid']),
  charges: z.array(purchaseChargeSchema),
  totalCents: wireCents,
  paidCents: wireCents,
  /** The late fee due now (not yet in the ledger: written when the member pays). */
  lateFeeDueCents: wireCents,
  /** What is left to pay now: charges - paid + the late fee due. */
  dueCents: wireCents,
});
export type Purchase = z.output<typeof purchaseSchema>;

export const purchasePageSchema = paged(
  purchaseSchema,
  z.object({ count: z.int(), totalCents: wireCents, paidCents: wireCents, dueCents: wireCents }),
);
export type PurchasePage = z.output<typeof purchasePageSchema>;

export const depositItemSchema = z.object({
  id: z.int(),
  amountCents: wireCents,
  method: z.enum(['card', 'paypal', 'wire', 'demo']),
  status: z.enum(['pending', 'held', 'released', 'refunded', 'failed']),
  createdAt: iso,
  /** Why a refund would be refused now, or null when it may be refunded. */
  refusal: z.nullable(z.enum(DEPOSIT_REFUSALS)),
});

export const depositPageSchema = paged(
  depositItemSchema,
  z.object({
    count: z.int(),
    heldCents: wireCents,
    refundedCents: wireCents,
    buyingPowerCents: wireCents,
    committedCents: wireCents,
    availableBuyingPowerCents: wireCents,
  }),
);
export type DepositPage = z.output<typeof depositPageSchema>;

/**
 * How a refund stands for the member: awaiting-approval (finance has yet to decide, REFUNDS_NEED_APPROVAL), pending
 * (let through, the money not yet returned: a wire deposit's bank transfer), completed (returned), denied (with the
 * `reason` finance gave; the deposit is held again).
 */
export const REFUND_ITEM_STATUSES = ['awaiting-approval', 'pending', 'completed', 'denied'] as const;

/** A deposit refund the member asked for (a `refunds` row; its ledger row once paid out). */
export const refundItemSchema = z.object({
  id: z.int(),
  depositId: z.nullable(z.int()),
  amountCents: wireCents,
  status: z.enum(REFUND_ITEM_STATUSES),
  /** Why finance denied it (null otherwise). */
  reason: z.nullable(z.string()),
  method: z.nullable(z.string()),
  requestedAt: iso,
});

export const refundPageSchema = paged(
  refundItemSchema,
  z.object({ count: z.int(), refundedCents: wireCents, pendingCents: wireCents }),
);
export type RefundPage = z.output<typeof refundPageSchema>;

/** A settled movement of the ledger. `amountCents` has the ledger's sign (see lib/server/payments). */
export const closedTransactionSchema = z.object({
  id: z.int(),
  kind: z.string(),
  description: z.string(),
  amountCents: wireCents,
  lotId: z.nullable(z.int()),
  depositId: z.nullable(z.int()),
  at: iso,
});

export const closedTransactionPageSchema = paged(
  closedTransactionSchema,
  z.object({ count: z.int(), byKind: z.record(z.string(), wireCents) }),
);
export type ClosedTransactionPage = z.output<typeof closedTransactionPageSchema>;

/** POST /refunds/{id} answers with the refund (its id: the refunds list's and finance's) and the buying power left. */
export const depositRefundResultSchema = z.object({
  refundId: z.int(),
  depositId: z.int(),
  amountCents: wireCents,
  /** completed: paid back; pending: on its way (a bank transfer); awaiting-approval: waits for finance. */
  status: z.enum(['completed', 'pending', 'awaiting-approval']),
  buyingPowerCents: wireCents,
  availableBuyingPowerCents: wireCents,
});
export type DepositRefundResult = z.output<typeof depositRefundResultSchema>;
