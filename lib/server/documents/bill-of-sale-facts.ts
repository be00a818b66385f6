import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { branches, lots, members, transactions } from '@/lib/db/schema';
import { BRAND } from '@/lib/domain/brand';
import { ApiError } from '../http/api-error';
import type { BillOfSaleFacts } from './bill-of-sale-pdf';

const FEE_LABELS = {
  'buyer-fee': 'Buyer fee',
  'documentation-fee': 'Documentation fee',
  'gate-fee': 'Gate fee',
  'environmental-fee': 'Environmental fee',
} as const;
type FeeKind = keyof typeof FEE_LABELS;
const FEE_KINDS = Object.keys(FEE_LABELS) as FeeKind[];

/**
 * What the bill of sale of a member's purchase of a lot states: the buyer (the member), the seller (the branch the lot
 * sells at, for its consignor), the lot and its VIN, and the price and fees from the member's ledger rows for the lot
 * (voided rows left out). 404 when the member has no purchase of the lot.
 */
export async function billOfSaleFacts(
  tx: Db,
  input: { memberId: string; lotId: number; number: string; now: Date },
): Promise<BillOfSaleFacts> {
  const [row] = await tx
    .select({ lot: lots, branch: branches, member: members })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .innerJoin(members, eq(members.id, input.memberId))
    .where(eq(lots.id, input.lotId));
  const ledger = await tx
    .select({ kind: transactions.kind, amountCents: transactions.amountCents })
    .from(transactions)
    .where(
      and(
        eq(transactions.memberId, input.memberId),
        eq(transactions.lotId, input.lotId),
        inArray(transactions.kind, ['purchase', ...FEE_KINDS]),
        ne(transactions.status, 'void'),
      ),
    );
  const purchase = ledger.find((entry) => entry.kind === 'purchase');
  if (!row || !purchase) throw ApiError.notFound('The member has no purchase of this lot.');
  const { lot, branch, member } = row;
  const address = [
    [member.addressLine1, member.addressLine2].filter(Boolean).join(', '),
    [member.city, [member.region, member.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    member.countryIso2,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    number: input.number,
    date: input.now,
    buyer: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email, address },
    seller: {
      name: `${BRAND} ${branch.name}, as agent for the consignor`,
      address: `${branch.city}, ${branch.state} ${branch.zip}, US`,
    },
    lot: {
      id: lot.id,
      stockNumber: lot.stockNumber,
      description: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
      vin: lot.vin,
      odometer: lot.odometer,
      titleType: lot.titleType,
    },
    priceCents: purchase.amountCents,
    fees: FEE_KINDS.flatMap((kind) =>
      ledger
        .filter((entry) => entry.kind === kind)
        .map((entry) => ({ label: FEE_LABELS[kind], cents: entry.amountCents })),
    ),
  };
}
