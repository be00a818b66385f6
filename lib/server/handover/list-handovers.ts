import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, like, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/database';
import { lotHandovers, lots, transactions } from '@/lib/db/schema';
import { PURCHASE_LEDGER_KINDS } from '@/lib/domain/checkout';
import { HANDOVER_PAGE_SIZE, type HandoverListQuery, type HandoverPage } from '@/lib/schemas/handover';
import { handoverFacts } from './handover-facts';
import { adminHandoverView } from './handover-view';

const ledger = alias(transactions, 'ledger');

/**
 * What the purchase itself still owes (its charges and late fee less every payment; storage apart, as
 * lib/domain/checkout counts it): at most 0 once the lot is paid.
 */
const owed = sql`(select coalesce(sum(${ledger.amountCents}), 0) from ${transactions} as ${sql.identifier('ledger')}
  where ${ledger.memberId} = ${transactions.memberId} and ${ledger.lotId} = ${transactions.lotId}
  and ${inArray(
    ledger.kind,
    PURCHASE_LEDGER_KINDS.filter((k) => k !== 'storage-fee'),
  )}
  and ${notInArray(ledger.status, ['void', 'failed'])})`;

/**
 * GET /rest-api/v2/admin/handover and /admin/handover: sold lots, the latest sale first, with their title step, paid
 * or not, last free day and pickup. Filters: `q` (9 digits a lot id, fewer a stock number prefix), `step`, `paid`,
 * `pickedUp`. A sold lot nobody has touched yet stands at awaiting-seller, not picked up.
 */
export async function listHandovers(query: HandoverListQuery, now: Date = new Date()): Promise<HandoverPage> {
  const db = await getDb();
  const step = query.step
    ? query.step === 'awaiting-seller'
      ? or(isNull(lotHandovers.titleStep), eq(lotHandovers.titleStep, 'awaiting-seller'))
      : eq(lotHandovers.titleStep, query.step)
    : undefined;
  const q = query.q
    ? query.q.length === 9
      ? eq(transactions.lotId, Number(query.q))
      : like(lots.stockNumber, `${query.q}%`)
    : undefined;
  const rows = await db
    .select({ lotId: transactions.lotId })
    .from(transactions)
    .innerJoin(lots, eq(lots.id, transactions.lotId))
    .leftJoin(lotHandovers, eq(lotHandovers.lotId, transactions.lotId))
    .where(
      and(
        eq(transactions.kind, 'purchase'),
        notInArray(transactions.status, ['void', 'failed']),
        q,
        step,
        query.paid === 'yes' ? sql`${owed} <= 0` : query.paid === 'no' ? sql`${owed} > 0` : undefined,
        query.pickedUp === 'yes'
          ? isNotNull(lotHandovers.pickedUpAt)
          : query.pickedUp === 'no'
            ? isNull(lotHandovers.pickedUpAt)
            : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.lotId))
    .limit(HANDOVER_PAGE_SIZE + 1)
    .offset((query.page - 1) * HANDOVER_PAGE_SIZE);
  const ids = [...new Set(rows.map((r) => r.lotId!))];
  const shown = ids.slice(0, HANDOVER_PAGE_SIZE);
  const facts = await handoverFacts(db, shown);
  return {
    items: facts.map((f) => adminHandoverView(f, now)),
    page: query.page,
    pageSize: HANDOVER_PAGE_SIZE,
    hasMore: rows.length > HANDOVER_PAGE_SIZE,
  };
}

/** GET /rest-api/v2/admin/handover/{lotId} and the console's lot page: one sold lot's handover; null if not sold. */
export async function findHandover(lotId: number, now: Date = new Date()) {
  const [facts] = await handoverFacts(await getDb(), [lotId]);
  return facts ? adminHandoverView(facts, now) : null;
}
