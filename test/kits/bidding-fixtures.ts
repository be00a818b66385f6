import type { LotBiddingWire } from '@/lib/schemas/bids';

/** A `raw` translator over one group of messages/en.json, as the server hands texts to client components. */
export const rawOf =
  (group: Record<string, unknown>) =>
  (key: string): unknown =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], group);

/** The signed-in member's part of a lot's bidding, as the API sends it: a Starter with $20,000 of buying power. */
export const member: NonNullable<LotBiddingWire['member']> = {
  membershipCode: 'starter',
  termsAccepted: true,
  maxBid: null,
  highBidder: false,
  availableBuyingPower: 20_000,
  buyingPower: 20_000,
  shippingWidgetEnabled: true,
  shippingDestination: null,
};
