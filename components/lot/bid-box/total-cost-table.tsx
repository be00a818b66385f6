import { membershipRule, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { nextTierUp, totalCost, type TotalCost } from '@/lib/domain/total-cost';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels } from './bid-box-labels';

const ROWS = [
  { id: 'bid', label: 'bid', cents: (c: TotalCost) => c.bidCents },
  { id: 'buyer-fee', label: 'buyerFee', cents: (c: TotalCost) => c.buyerFeeCents },
  { id: 'documentation-fee', label: 'documentationFee', cents: (c: TotalCost) => c.documentationFeeCents },
  { id: 'other-fees', label: 'otherFees', cents: (c: TotalCost) => c.otherFeesCents },
  { id: 'total', label: 'total', cents: (c: TotalCost) => c.totalCents },
] as const;

/**
 * What winning at `bidCents` costs: bid, buyer fee, documentation fee, other fees and total at the member's tier (a
 * visitor's at Guest), beside the same figures at the next tier up when there is one, so the saving is plain.
 */
export function TotalCostTable({
  bidCents,
  membershipCode,
  isMember,
  labels,
}: {
  bidCents: Cents;
  membershipCode: MembershipCode;
  isMember: boolean;
  labels: BidBoxLabels['totalCost'];
}) {
  const rule = membershipRule(membershipCode);
  const next = nextTierUp(membershipCode);
  const mine = totalCost(bidCents, rule);
  const theirs = next && totalCost(bidCents, next);
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
        {ROWS.map((row) => (
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
