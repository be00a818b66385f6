/** What the live feed sends a signed-in member's browsers; shared by the server and the browser. */

/** The event name members' browsers listen to. */
export const MEMBER_NOTICE_EVENT = 'notice';
/** Sent to a signed-in member's socket once it listens to their notices. */
export const MEMBER_JOINED_EVENT = 'member_joined';

export type MemberNotice =
  | { kind: 'outbid'; lotId: number; title: string; currentBid: number; minimumBid: number }
  | { kind: 'won'; lotId: number; title: string; price: number }
  | { kind: 'on-approval'; lotId: number; title: string; price: number }
  | { kind: 'lost'; lotId: number; title: string; price: number | null };
