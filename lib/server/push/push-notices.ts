import 'server-only';
import { formatUsd } from '@/lib/domain/format';
import { lotPathOf } from '@/lib/domain/lot-route';
import type { Cents } from '@/lib/domain/money';
import { MY_BIDS_PATH, OFFER_EVENT_KEYS, type OfferEvent } from '@/lib/domain/offers';
import { savedSearchPath } from '@/lib/domain/saved-search';
import type { DigestEntry } from '../saved-searches/digest-mail';
import { pushToMember, type PushOutcome } from './send-push';

/**
 * The notices of issue 26 §5 as push notifications: each names the lot (or search) and opens it in one click. They go
 * only to members who opted in to the kind (pushToMember checks), next to the e-mail and the live toast.
 */
interface LotRef {
  id: number;
  title: string;
  /** The lot page's path (lotPathOf). */
  path: string;
}

/** Outbid: the current bid and the least next bid, opening the lot to bid again. */
export function pushOutbid(
  memberId: string,
  lot: LotRef,
  bid: { currentBid: Cents; minimumBid: Cents },
): Promise<PushOutcome> {
  return pushToMember(memberId, {
    kind: 'outbid',
    key: 'outbid',
    values: {
      title: lot.title,
      lotId: String(lot.id),
      currentBid: formatUsd(bid.currentBid),
      minimumBid: formatUsd(bid.minimumBid),
    },
    path: lot.path,
    tag: `lot-${lot.id}`,
  });
}

/** Won, or the winning bid waits for the seller's approval (results). */
export function pushSaleResult(
  memberId: string,
  lot: LotRef,
  result: { kind: 'won' | 'on-approval'; price: Cents },
): Promise<PushOutcome> {
  return pushToMember(memberId, {
    kind: 'results',
    key: result.kind === 'won' ? 'won' : 'onApproval',
    values: { title: lot.title, lotId: String(lot.id), price: formatUsd(result.price) },
    path: lot.path,
    tag: `lot-${lot.id}`,
  });
}

/**
 * A counter-offer, or an offer or bid on approval answered (results). A counter opens the member's bids, where it is
 * answered; the others open the lot.
 */
export function pushOfferEvent(
  memberId: string,
  lot: LotRef,
  offer: { event: OfferEvent; price: Cents | null },
): Promise<PushOutcome> {
  return pushToMember(memberId, {
    kind: 'results',
    key: OFFER_EVENT_KEYS[offer.event],
    values: {
      title: lot.title,
      lotId: String(lot.id),
      price: offer.price === null ? '' : formatUsd(offer.price),
    },
    path: offer.event === 'countered' ? MY_BIDS_PATH : lot.path,
    tag: `lot-${lot.id}`,
  });
}

/** A watched lot expected on the block within minutes (on-the-block). */
export function pushOnTheBlockSoon(memberId: string, lot: LotRef, minutes: number): Promise<PushOutcome> {
  return pushToMember(memberId, {
    kind: 'on-the-block',
    key: 'onTheBlock',
    values: { title: lot.title, lotId: String(lot.id), minutes: String(minutes) },
    path: lot.path,
    tag: `lot-${lot.id}`,
  });
}

/**
 * New lots for the member's saved searches (saved-search), sent with the daily digest: one new lot opens that lot, one
 * search opens its results, several open the saved searches.
 */
export function pushSavedSearchLots(memberId: string, entries: readonly DigestEntry[]): Promise<PushOutcome> {
  const count = entries.reduce((sum, e) => sum + e.count, 0);
  const first = entries[0]!;
  const only = entries.length === 1 && first.count === 1 ? first.lots[0] : undefined;
  const path = only
    ? lotPathOf(only)
    : entries.length === 1
      ? savedSearchPath(first.query)
      : '/myaccount/saved-searches';
  return pushToMember(memberId, {
    kind: 'saved-search',
    key: entries.length === 1 ? 'savedSearch' : 'savedSearches',
    values: { count: String(count), name: first.name, searches: String(entries.length) },
    path,
    tag: 'saved-searches',
  });
}
