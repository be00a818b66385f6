import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { ApprovalDetail } from '@/lib/schemas/approvals';
import { STATUS_NAMES } from '@/components/admin/lots/lot-status-names';
import { consoleTime, KIND_NAMES, OFFER_STATE_NAMES, WAITING_NAMES } from './approval-format';

const usd = (amount: Cents | null) => (amount === null ? '—' : formatUsd(amount));

/** Where an approval stands, in a sentence (the page's status line). */
export function standing(detail: ApprovalDetail): string {
  if (detail.waiting === 'seller') return 'Waits for your decision.';
  if (detail.waiting === 'buyer') {
    return `A counter-offer of ${usd(detail.counter)} waits for the buyer until ${consoleTime(detail.expiresAt, detail.timeZone)}.`;
  }
  if (detail.kind === 'offer' && detail.offerState !== null) {
    return `Nothing waits: the offer is ${OFFER_STATE_NAMES[detail.offerState].toLowerCase()}; the lot is ${STATUS_NAMES[detail.lotStatus as keyof typeof STATUS_NAMES] ?? detail.lotStatus}.`;
  }
  return `Nothing waits: the lot is ${STATUS_NAMES[detail.lotStatus as keyof typeof STATUS_NAMES] ?? detail.lotStatus}.`;
}

/**
 * A lot on approval or an offer, as its console page shows it: what it is and where it stands, the buyer's price
 * beside the reserve and the buy-it-now price, the bidder, since when it waits; then every negotiation on the lot.
 */
export function ApprovalFacts({ detail }: { detail: ApprovalDetail }) {
  const facts: [string, string][] = [
    ['What', KIND_NAMES[detail.kind]],
    ['Lot status', STATUS_NAMES[detail.lotStatus as keyof typeof STATUS_NAMES] ?? detail.lotStatus],
    ['Waiting for', detail.waiting === null ? 'Nobody' : WAITING_NAMES[detail.waiting]],
    [detail.kind === 'offer' ? 'Offer' : 'High bid', usd(detail.price)],
    ['Reserve', usd(detail.reserve)],
    ['Buy it now', usd(detail.buyItNow)],
    ['Bids', String(detail.bidCount)],
    ['Bidder', detail.bidder ? `${detail.bidder.name} (${detail.bidder.email})` : '—'],
    [detail.kind === 'offer' ? 'Offered' : 'On approval since', consoleTime(detail.since, detail.timeZone)],
    ['Branch', detail.branchName],
  ];
  if (detail.counter !== null) {
    facts.push(
      ['Counter-offer', usd(detail.counter)],
      ['Counter lapses', consoleTime(detail.expiresAt, detail.timeZone)],
    );
  }
  return (
    <>
      <section aria-labelledby="approval-facts">
        <h2 id="approval-facts">Where it stands</h2>
        <p className="notice--action" role="status" data-testid="approval-standing">
          {standing(detail)}
        </p>
        <dl className="account-facts admin-lot-facts" data-testid="approval-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {detail.history.length > 0 && (
        <section aria-labelledby="approval-history">
          <h2 id="approval-history">Offers and counters on this lot</h2>
          <div
            className="admin-table-scroll"
            role="region"
            aria-labelledby="approval-history-caption"
            tabIndex={0}
          >
            <table className="admin-table" data-testid="approval-history">
              <caption id="approval-history-caption">Oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Made</th>
                  <th scope="col">What</th>
                  <th scope="col">Buyer</th>
                  <th scope="col">Buyer’s price</th>
                  <th scope="col">Counter</th>
                  <th scope="col">State</th>
                  <th scope="col">Ended</th>
                </tr>
              </thead>
              <tbody>
                {detail.history.map((offer) => (
                  <tr key={offer.id}>
                    <th scope="row">{consoleTime(offer.createdAt, detail.timeZone)}</th>
                    <td>{KIND_NAMES[offer.kind]}</td>
                    <td>{offer.bidder.name}</td>
                    <td>{formatUsd(offer.amount)}</td>
                    <td>
                      {offer.counter === null
                        ? '—'
                        : `${formatUsd(offer.counter)} until ${consoleTime(offer.expiresAt, detail.timeZone)}`}
                    </td>
                    <td>{OFFER_STATE_NAMES[offer.state]}</td>
                    <td>{consoleTime(offer.closedAt, detail.timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
