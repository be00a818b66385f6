/** What the live feed sends a signed-in member's browsers; shared by the server and the browser. */
import type { OfferEvent } from '@/lib/domain/offers';

/** The event name members' browsers listen to. */
export const MEMBER_NOTICE_EVENT = 'notice';
/** Sent to a signed-in member's socket once it listens to their notices. */
export const MEMBER_JOINED_EVENT = 'member_joined';

/**
 * A member's notice. `Amount` is whole dollars (number) on the wire, as sent, and `Cents` on either side of it: the
 * services build `MemberNotice<Cents>`, lib/schemas/live-feed.ts encodes and decodes it.
 */
export type MemberNotice<Amount extends number = number> =
  | { kind: 'outbid'; lotId: number; title: string; currentBid: Amount; minimumBid: Amount }
  | { kind: 'won'; lotId: number; title: string; price: Amount }
  | { kind: 'on-approval'; lotId: number; title: string; price: Amount }
  | { kind: 'lost'; lotId: number; title: string; price: Amount | null }
  /** The lot's sale was cancelled from the console: the member's pre-bid on it is released (lib/server/sales). */
  | { kind: 'sale-cancelled'; lotId: number; title: string }
  /** Approvals and offers (lib/domain/offers.ts): a counter to answer by `expiresAt`, or how an offer ended. */
  | {
      kind: 'offer';
      event: OfferEvent;
      lotId: number;
      title: string;
      price: Amount | null;
      expiresAt: string | null;
    };
