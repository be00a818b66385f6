import type { LiveCardLabels, LiveLabels } from './live-labels';

/** The part of a next-intl translator these builders use (raw templates; the browser fills them). */
export interface RawTranslator {
  raw(key: string): unknown;
}

const STATES = [
  'open',
  'highBidder',
  'outbid',
  'soldToYou',
  'sold',
  'onApproval',
  'notSold',
  'waiting',
  'ended',
] as const;

/** The Live namespace's texts as the live panel takes them. */
export function liveLabels(t: RawTranslator): LiveLabels {
  const s = (key: string) => String(t.raw(key));
  return {
    title: s('title'),
    joining: s('joining'),
    paused: s('paused'),
    pausedNote: s('pausedNote'),
    countdown: s('countdown'),
    seconds: s('seconds'),
    currentBid: s('currentBid'),
    bidNow: s('bidNow'),
    sending: s('sending'),
    cannotBid: s('cannotBid'),
    state: Object.fromEntries(STATES.map((k) => [k, s(`state.${k}`)])) as LiveLabels['state'],
    announceBid: s('announceBid'),
    runlist: {
      title: s('runlist.title'),
      itemsLeft: s('runlist.itemsLeft'),
      onTheBlock: s('runlist.onTheBlock'),
      sold: s('runlist.sold'),
      ended: s('runlist.ended'),
      thisLot: s('runlist.thisLot'),
    },
    follow: { next: s('follow.next'), go: s('follow.go'), checkbox: s('follow.checkbox') },
  };
}

/** A lot card's live texts (search results with `broadcast`). */
export function liveCardLabels(t: RawTranslator): LiveCardLabels {
  const s = (key: string) => String(t.raw(key));
  return { onTheBlock: s('card.onTheBlock'), sold: s('card.sold'), itemsLeft: s('card.itemsLeft') };
}
