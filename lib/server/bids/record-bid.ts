import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';
import type { LotBidState } from '@/lib/domain/proxy-auction';
import { clockSettings } from '../auctions/clock-settings';
import type { AnswerSlot } from '../http/idempotency';

export interface AcceptedBid {
  lotId: number;
  memberId: string;
  maxCents: number;
  live: boolean;
  /** The page's language: the member's notices about this lot are written in it. */
  locale: string;
  /** The lot's price, bid count and leader after the bid. */
  after: Pick<LotBidState, 'currentBidCents' | 'bidCount' | 'highBidderId'>;
  version: number;
  at: Date;
}

/**
 * Write an accepted bid in one statement: the lot's new price, leader and version; the member's maximum; the bid
 * ledger row; and the request's answer with the new bid's id in it (the idempotency row, claimed from `slot`). One
 * round trip instead of four while the lot's row is locked. Returns the bid's id.
 *
 * A live bid also moves its auction's countdown in the same statement (lib/domain/live-clock deadlineAfterBid: to at
 * least the bid countdown after the bid): the bid and the reset commit together, so no acknowledged bid can miss its
 * reset, and the clock, which ends a lot only under the same lot lock after re-reading the deadline, sees both or
 * neither.
 *
 * `answerBody` is the answer as the member gets it, with any `data.bidId`: the stored copy gets the real id.
 */
export async function recordBid(
  tx: Db,
  bid: AcceptedBid,
  slot: AnswerSlot,
  answerBody: { data: object },
): Promise<number> {
  const answer = slot.claim({ status: 200, body: answerBody });
  const kind = bid.live ? 'live' : 'proxy';
  const at = bid.at.toISOString();
  const countdown = bid.live
    ? sql`, countdown as (
      update auctions
         set countdown_ends_at = greatest(coalesce(countdown_ends_at, ${at}::timestamptz),
                                          ${at}::timestamptz + ${clockSettings().bidCountdownMs} * interval '1 millisecond'),
             updated_at = ${bid.at}
       where id = (select auction_id from lots where id = ${bid.lotId})
         and current_lot_id = ${bid.lotId} and status = 'live'
    )`
    : sql``;
  const [stored] = rows<{ id: string | number }>(
    await tx.execute(sql`
    with lot_row as (
      update lots
         set current_bid_cents = ${bid.after.currentBidCents}, bid_count = ${bid.after.bidCount},
             high_bidder_id = ${bid.after.highBidderId}, version = ${bid.version}, updated_at = ${bid.at}
       where id = ${bid.lotId}
    ), maximum as (
      insert into proxy_maximums (lot_id, member_id, max_cents, live, locale, placed_at, updated_at)
      values (${bid.lotId}, ${bid.memberId}, ${bid.maxCents}, ${bid.live}, ${bid.locale}, ${bid.at}, ${bid.at})
      on conflict (lot_id, member_id) do update
         set max_cents = excluded.max_cents, live = excluded.live, locale = excluded.locale,
             placed_at = excluded.placed_at, updated_at = excluded.updated_at
    ), ledger_row as (
      insert into bids (lot_id, member_id, amount_cents, kind, price_cents, high_bidder_id, lot_version)
      values (${bid.lotId}, ${bid.memberId}, ${bid.maxCents}, ${kind}, ${bid.after.currentBidCents},
              ${bid.after.highBidderId}, ${bid.version})
      returning id
    ), stored_answer as (
      insert into idempotency_keys (member_id, key, route, request_hash, response_status, response_body)
      select ${answer.memberId}, ${answer.key}, ${answer.route}, ${answer.requestHash}, ${answer.status},
             jsonb_set(${JSON.stringify(answer.body)}::jsonb, '{data,bidId}', to_jsonb(ledger_row.id))
        from ledger_row
    )${countdown}
    select id from ledger_row`),
  );
  return Number(stored!.id);
}
