import * as z from 'zod/mini';
import type { DepositRefusal } from '@/lib/domain/deposit-refund';

/**
 * The transaction calls of SPEC §7: GET /rest-api/v2/account/purchases, /deposits, /refunds, /closed-transactions
 * (paged: `page`, `page_size`) and POST /rest-api/v2/account/refunds/{id} (a deposit's id; Idempotency-Key). SPEC
 * shows no shapes: every amount crosses these calls as integer cents (`...Cents`), so the sums add up to the cent;
 * pages show them as whole dollars (SPEC §9). Times are ISO strings. Messages are i18n keys of Transactions.errors.
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

export interface Paged<T, S> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Over every row of the list, not only this page. */
  sums: S;
}

/** One charge of a purchase: the price, the buyer fee, the documentation fee... */
export interface PurchaseCharge {
  kind: string;
  description: string;
  amountCents: number;
  status: 'pending' | 'completed';
}

/** One lot the member won or bought, with its charges (ledger rows of the lot). */
export interface Purchase {
  lotId: number;
  stockNumber: string | null;
  title: string;
  /** The lot page's path (without a locale prefix). */
  path: string | null;
  purchasedAt: string;
  dueAt: string | null;
  /** paid once every charge is completed; overdue when unpaid past its due time. */
  status: 'unpaid' | 'overdue' | 'paid';
  charges: PurchaseCharge[];
  totalCents: number;
  paidCents: number;
  /** The late fee due now (not yet in the ledger: written when the member pays). */
  lateFeeDueCents: number;
  /** What is left to pay now: charges - paid + the late fee due. */
  dueCents: number;
}
export type PurchasePage = Paged<
  Purchase,
  { count: number; totalCents: number; paidCents: number; dueCents: number }
>;

export interface DepositItem {
  id: number;
  amountCents: number;
  method: 'card' | 'paypal' | 'wire' | 'demo';
  status: 'pending' | 'held' | 'released' | 'refunded' | 'failed';
  createdAt: string;
  /** Why a refund would be refused now, or null when it may be refunded. */
  refusal: DepositRefusal | null;
}
export type DepositPage = Paged<
  DepositItem,
  {
    count: number;
    heldCents: number;
    refundedCents: number;
    buyingPowerCents: number;
    committedCents: number;
    availableBuyingPowerCents: number;
  }
>;

/** A deposit refund: a deposit-refund row of the ledger. */
export interface RefundItem {
  id: number;
  depositId: number | null;
  amountCents: number;
  /** pending: requested, the money not yet returned (a wire deposit); completed: returned. */
  status: 'pending' | 'completed';
  method: string | null;
  requestedAt: string;
}
export type RefundPage = Paged<RefundItem, { count: number; refundedCents: number; pendingCents: number }>;

/** A settled movement of the ledger. `amountCents` has the ledger's sign (see lib/server/payments). */
export interface ClosedTransaction {
  id: number;
  kind: string;
  description: string;
  amountCents: number;
  lotId: number | null;
  depositId: number | null;
  at: string;
}
export type ClosedTransactionPage = Paged<
  ClosedTransaction,
  { count: number; byKind: Record<string, number> }
>;

/** POST /refunds/{id} answers with the refund and the buying power left. */
export interface DepositRefundResult {
  refundId: number;
  depositId: number;
  amountCents: number;
  status: 'pending' | 'completed';
  buyingPowerCents: number;
  availableBuyingPowerCents: number;
}
