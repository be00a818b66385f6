/**
 * The live auction's texts, translated on the server (the Live namespace). Templates with `{name}` placeholders are
 * passed raw and filled in the browser with `fill`, since the amounts and counts change while the page is open.
 */
export interface LiveLabels {
  title: string;
  joining: string;
  /** The lane paused from the console: the badge, and what it means. */
  paused: string;
  pausedNote: string;
  countdown: string;
  /** {seconds} */
  seconds: string;
  currentBid: string;
  /** {amount} */
  bidNow: string;
  sending: string;
  /** Why this member cannot bid live here (signed out, terms, membership). */
  cannotBid: string;
  state: {
    open: string;
    /** {amount} */
    highBidder: string;
    /** {amount} */
    outbid: string;
    /** {amount} */
    soldToYou: string;
    /** {amount} */
    sold: string;
    /** {amount} */
    onApproval: string;
    notSold: string;
    /** {count} */
    waiting: string;
    ended: string;
  };
  /** {amount} */
  announceBid: string;
  runlist: {
    /** {lane} */
    title: string;
    /** {count} */
    itemsLeft: string;
    onTheBlock: string;
    /** {amount} */
    sold: string;
    ended: string;
    thisLot: string;
  };
  follow: {
    /** {title} */
    next: string;
    go: string;
    checkbox: string;
  };
}

/** A lot card's live state in search results (only with `broadcast` in the URL). */
export interface LiveCardLabels {
  onTheBlock: string;
  /** {amount} */
  sold: string;
  /** {count} */
  itemsLeft: string;
}
