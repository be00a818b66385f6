'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLotBidding } from '@/lib/api/bidding';
import { MAX_BID_CENTS, membershipRule } from '@/lib/domain/business-rules';
import type { BuyNowResult, LotBidding } from '@/lib/schemas/bids';
import type { BidBoxLabels } from './bid-box/bid-box-labels';
import { AccessNotice, ClosedNotice, type AccessProblem } from './bid-box/bid-box-notice';
import { BidForm } from './bid-box/bid-form';
import { problemContextOf } from './bid-box/bid-problem-message';
import { BidSummary } from './bid-box/bid-summary';
import { BuyNow } from './bid-box/buy-now';
import { BuyNowReceipt } from './bid-box/buy-now-receipt';
import { MakeOffer } from './bid-box/make-offer';
import { closedReason } from './bid-box/closed-reason';
import { typedCents } from './bid-box/max-bid-check';
import { ShippingWidget } from './bid-box/shipping-widget';
import { BidModeSwitch, type BidMode } from './bid-box/bid-mode';
import { ShippingEstimatePanel } from './bid-box/shipping-estimate-panel';
import { chosenMaximum, TotalBidForm } from './bid-box/total-bid-form';
import { useShippingDestination } from './bid-box/use-shipping-destination';
import { useShippingEstimate } from '@/lib/api/shipping-estimate';
import { TotalCostTable } from './bid-box/total-cost-table';
import { useHydrated } from './bid-box/use-hydrated';
import './bid-box/bid-box.css';

/**
 * The lot page's bid box. The server renders it from the lot's public state; in the browser it always fetches the
 * lot's bidding state (with the member's part) and then shows, as fits: the price and next minimum, the member's lead
 * and buying power, why the lot takes no bids, what a visitor or member must do first (sign in, accept the terms,
 * upgrade for live bidding), the maximum-bid form or the bid on the total (issue 26 §1), the shipping estimate (§2),
 * the total cost of winning, buy it now, an offer below the buy-it-now price and the shipping widget.
 */
export function BidBox({
  lotId,
  publicState,
  labels,
  easyHaulURL,
}: {
  lotId: number;
  publicState: LotBidding;
  labels: BidBoxLabels;
  easyHaulURL: string;
}) {
  const headingId = useId();
  const hydrated = useHydrated();
  const query = useLotBidding(lotId, publicState);
  const [typed, setTyped] = useState('');
  const [typedTotal, setTypedTotal] = useState('');
  const [mode, setMode] = useState<BidMode>('max');
  const [shippingIncluded, setShippingIncluded] = useState(true);
  const [purchase, setPurchase] = useState<BuyNowResult | null>(null);

  // Until the browser's own answer is in, only the public state is known (and the first render equals the server's).
  const known = hydrated && query.data !== undefined && !query.isPlaceholderData;
  const bidding = (known ? query.data : undefined) ?? publicState;
  const member = known ? bidding.member : null;
  const closed = closedReason(bidding);
  const rule = membershipRule(member?.membershipCode ?? 'guest');
  const access: AccessProblem | null = !member
    ? 'signedOut'
    : !member.termsAccepted
      ? 'terms'
      : bidding.live && !rule.liveBidding
        ? 'liveGuest'
        : null;
  const [destination, setDestination] = useShippingDestination(
    Boolean(member),
    member?.shippingDestination ?? null,
  );
  const estimate = useShippingEstimate(lotId, known ? destination : null);
  const shipping =
    shippingIncluded && destination && estimate.data ? { destination, cents: estimate.data.total } : null;
  const typedAmount = typedCents(typed);
  const totalMaximum =
    member && mode === 'total'
      ? chosenMaximum(typedCents(typedTotal), member, shipping?.cents ?? null)
      : null;
  const costCents =
    mode === 'total'
      ? (totalMaximum ?? bidding.minimumBid)
      : typedAmount !== null && typedAmount <= MAX_BID_CENTS
        ? typedAmount
        : bidding.minimumBid;

  return (
    <section className="bid-box" data-testid="bid-box" aria-labelledby={headingId}>
      <h3 id={headingId}>{labels.title}</h3>
      <BidSummary bidding={bidding} member={member} labels={labels} />
      {purchase && <BuyNowReceipt result={purchase} labels={labels.buyNow} />}
      {closed && !purchase && <ClosedNotice reason={closed} bidding={bidding} labels={labels} />}
      {!known &&
        !closed &&
        (query.isError ? (
          <p className="bid-box__notice" role="status">
            {labels.loadError} <Button onClick={() => void query.refetch()}>{labels.retry}</Button>
          </p>
        ) : (
          <p className="field-hint" role="status">
            {labels.loading}
          </p>
        ))}
      {known && !closed && (
        <>
          {access ? (
            <AccessNotice problem={access} labels={labels} />
          ) : (
            member && (
              <>
                <BidModeSwitch mode={mode} onMode={setMode} labels={labels.byTotal} />
                {mode === 'max' ? (
                  <BidForm
                    lotId={lotId}
                    bidding={bidding}
                    member={member}
                    labels={labels}
                    value={typed}
                    onValueChange={setTyped}
                  />
                ) : (
                  <TotalBidForm
                    lotId={lotId}
                    bidding={bidding}
                    member={member}
                    labels={labels}
                    value={typedTotal}
                    onValueChange={setTypedTotal}
                    shipping={shipping}
                  />
                )}
              </>
            )
          )}
          <ShippingEstimatePanel
            destination={destination}
            onDestination={setDestination}
            estimate={estimate.data ?? null}
            loading={estimate.isFetching}
            error={estimate.error}
            included={shippingIncluded}
            onIncluded={setShippingIncluded}
            labels={labels.shippingEstimate}
          />
          <TotalCostTable
            bidCents={costCents}
            membershipCode={rule.code}
            isMember={Boolean(member)}
            shippingCents={shipping?.cents ?? null}
            labels={labels.totalCost}
          />
        </>
      )}
      {known && member && access !== 'terms' && bidding.buyNowOpen && bidding.buyItNow !== null && (
        <BuyNow
          lotId={lotId}
          price={bidding.buyItNow}
          membershipCode={rule.code}
          labels={labels}
          context={problemContextOf(bidding)}
          onBought={setPurchase}
        />
      )}
      {known &&
        member &&
        access !== 'terms' &&
        bidding.buyNowOpen &&
        bidding.buyItNow !== null &&
        !purchase && <MakeOffer lotId={lotId} buyItNow={bidding.buyItNow} labels={labels.offer} />}
      {known && (
        <ShippingWidget
          lotId={lotId}
          url={easyHaulURL}
          isMember={Boolean(member)}
          enabled={member?.shippingWidgetEnabled ?? true}
          labels={labels.shipping}
        />
      )}
    </section>
  );
}
