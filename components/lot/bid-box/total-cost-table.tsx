import { membershipRule, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { allInCost, type AllInCost } from '@/lib/domain/bid-for-total';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { nextTierUp } from '@/lib/domain/total-cost';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels } from './bid-box-labels';

const ROWS = [
  { id: 'bid', label: 'bid', cents: (c: AllInCost) => c.cost.bidCents },
  { id: 'buyer-fee', label: 'buyerFee', cents: (c: AllInCost) => c.cost.buyerFeeCents },
  {
    id: 'documentation-fee',
    label: 'documentationFee',
    cents: (c: AllInCost) => c.cost.documentationFeeCents,
  },
  { id: 'other-fees', label: 'otherFees', cents: (c: AllInCost) => c.cost.otherFeesCents },
  { id: 'shipping', label: 'shipping', cents: (c: AllInCost) => c.shippingCents },
  { id: 'total', label: 'total', cents: (c: AllInCost) => c.allInCents },
] as const;

/**
 * What winning at `bidCents` costs: bid, buyer fee, documentation fee, other fees, the shipping estimate when one is
 * counted, and total at the member's tier (a visitor's at Guest), beside the same figures at the next tier up when
 * there is one, so the saving is plain.
 */
export function TotalCostTable({
  bidCents,
  membershipCode,
  isMember,
  shippingCents = null,
  labels,
}: {
  bidCents: Cents;
  /** The shipping estimate counted in the total, or null (no row). */
  shippingCents?: Cents | null;
  membershipCode: MembershipCode;
  isMember: boolean;
  labels: BidBoxLabels['totalCost'];
}) {
  const rule = membershipRule(membershipCode);
  const next = nextTierUp(membershipCode);
  const mine = allInCost(bidCents, rule, shippingCents ?? ZERO_CENTS);
  const theirs = next && allInCost(bidCents, next, shippingCents ?? ZERO_CENTS);
  const rows = shippingCents === null ? ROWS.filter((row) => row.id !== 'shipping') : ROWS;
  return (
    <table className="total-cost" data-testid="total-cost">
      <caption>{fill(labels.caption, { amount: formatUsd(bidCents) })}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.cost}</th>
          <th scope="col">{isMember ? fill(labels.yourTier, { tier: rule.name }) : rule.name}</th>
          {next && <th scope="col">{next.name}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.id === 'total' ? 'total-cost__total' : undefined}>
            <th scope="row">{labels[row.label]}</th>
            <td data-testid={`total-cost-${row.id}`}>
              <bdi>{formatUsd(row.cents(mine))}</bdi>
            </td>
            {theirs && (
              <td data-testid={`total-cost-next-${row.id}`}>
                <bdi>{formatUsd(row.cents(theirs))}</bdi>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
