/** What the live feed sends a signed-in member's browsers; shared by the server and the browser. */

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
  | { kind: 'lost'; lotId: number; title: string; price: Amount | null };
