import { makeOfferLabels, type MakeOfferLabels } from './make-offer-labels';
import type { ReserveLabels } from './reserve-status';

/**
 * The bid box's texts, translated on the server (next-intl stays there). Texts with `{name}` placeholders are passed
 * raw and filled in the browser with `fill`, since the amounts they name change while the page is open.
 */
export interface BidBoxLabels {
  title: string;
  currentBid: string;
  bids: string;
  minimumBid: string;
  yourMaximum: string;
  availableBuyingPower: string;
  highBidder: string;
  outbid: string;
  loading: string;
  loadError: string;
  retry: string;
  signedOut: string;
  signIn: string;
  register: string;
  terms: string;
  termsLink: string;
  liveGuest: string;
  upgrade: string;
  /** "No reserve", "Reserve not met", "Reserve met". */
  reserve: ReserveLabels;
  closed: Record<ClosedReason, string>;
  form: {
    maxBid: string;
    /** {minimum} */
    hint: string;
    submit: string;
    sending: string;
    /** {amount} */
    placed: string;
    /** {amount} */
    placedOutbid: string;
    /** Added to the placed message when the bid met the reserve. */
    placedReserveMet: string;
  };
  /** `idNotVerified` names {cap}; `uploadId` is its link's text. */
  errors: Record<BidProblemKey, string> & { raiseLimit: string; uploadId: string };
  totalCost: {
    /** {amount} */
    caption: string;
    cost: string;
    /** {tier} */
    yourTier: string;
    bid: string;
    buyerFee: string;
    documentationFee: string;
    otherFees: string;
    shipping: string;
    total: string;
  };
  buyNow: {
    /** {price} */
    button: string;
    /** {price} */
    confirmTitle: string;
    /** {tier} */
    confirmText: string;
    price: string;
    confirm: string;
    buying: string;
    cancel: string;
    /** {price} */
    bought: string;
    /** {total} */
    total: string;
    /** {date} */
    due: string;
    toast: string;
  };
  /** "Bid on the total" (issue 26 §1). */
  byTotal: {
    legend: string;
    modeMax: string;
    modeTotal: string;
    label: string;
    /** {tier} */
    hint: string;
    /** {amount} */
    withShipping: string;
    /** {amount} */
    preview: string;
    submit: string;
    /** {amount} {total} {limit} */
    placed: string;
  };
  /** The shipping and export estimate (issue 26 §2). */
  shippingEstimate: {
    title: string;
    zip: string;
    country: string;
    countryNone: string;
    submit: string;
    clear: string;
    /** {total} {yard} {place} {miles} */
    inland: string;
    /** {total} {inland} {yard} {port} {miles} {ocean} {country} */
    export: string;
    include: string;
    note: string;
    loading: string;
    zipInvalid: string;
    zipUnknown: string;
    required: string;
    error: string;
  };
  /** "Make an offer" below the buy-it-now price (make-offer-labels.ts). */
  offer: MakeOfferLabels;
  shipping: {
    title: string;
    link: string;
    newTab: string;
    hide: string;
    show: string;
    error: string;
  };
}

/** Why a lot takes no bids, as the key of its message (`closed.*`). */
export type ClosedReason =
  'sold' | 'boughtNow' | 'onApproval' | 'notSold' | 'withdrawn' | 'notScheduled' | 'saleStarted' | 'ended';

/** What went wrong with a bid or a purchase, as the key of its message (`errors.*`). */
export type BidProblemKey =
  | 'required'
  | 'invalid'
  | 'tooHigh'
  | 'belowMinimum'
  | 'minimumRaised'
  | 'notOnIncrement'
  | 'overBuyingPower'
  | 'maxNotRaised'
  | 'lotNotOpen'
  | 'membershipNotAllowed'
  | 'activeBidsLimit'
  | 'termsNotAccepted'
  | 'buyNowUnavailable'
  | 'idNotVerified'
  | 'totalBelowMinimum'
  | 'unauthorized'
  | 'notFound'
  | 'rateLimited'
  | 'network'
  | 'generic';

const CLOSED_REASONS: readonly ClosedReason[] = [
  'sold',
  'boughtNow',
  'onApproval',
  'notSold',
  'withdrawn',
  'notScheduled',
  'saleStarted',
  'ended',
];
const PROBLEM_KEYS: readonly BidProblemKey[] = [
  'required',
  'invalid',
  'tooHigh',
  'belowMinimum',
  'minimumRaised',
  'notOnIncrement',
  'overBuyingPower',
  'maxNotRaised',
  'lotNotOpen',
  'membershipNotAllowed',
  'activeBidsLimit',
  'termsNotAccepted',
  'buyNowUnavailable',
  'idNotVerified',
  'totalBelowMinimum',
  'unauthorized',
  'notFound',
  'rateLimited',
  'network',
  'generic',
];

/** A `BidBox` translator: only `raw` is used, so that placeholders reach the browser unformatted. */
export interface BidBoxTranslator {
  raw: (key: string) => unknown;
}

/** All texts of the `BidBox` namespace, for the lot page's sale panel to hand to the client bid box. */
export function bidBoxLabels(t: BidBoxTranslator): BidBoxLabels {
  const s = (key: string) => String(t.raw(key));
  const group = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, s(`${prefix}.${key}`)])) as Record<K, string>;
  return {
    title: s('title'),
    currentBid: s('currentBid'),
    bids: s('bids'),
    minimumBid: s('minimumBid'),
    yourMaximum: s('yourMaximum'),
    availableBuyingPower: s('availableBuyingPower'),
    highBidder: s('highBidder'),
    outbid: s('outbid'),
    loading: s('loading'),
    loadError: s('loadError'),
    retry: s('retry'),
    signedOut: s('signedOut'),
    signIn: s('signIn'),
    register: s('register'),
    terms: s('terms'),
    termsLink: s('termsLink'),
    liveGuest: s('liveGuest'),
    upgrade: s('upgrade'),
    reserve: group('reserve', ['none', 'notMet', 'met'] as const),
    closed: group('closed', CLOSED_REASONS),
    form: group('form', [
      'maxBid',
      'hint',
      'submit',
      'sending',
      'placed',
      'placedOutbid',
      'placedReserveMet',
    ] as const),
    errors: {
      ...group('errors', PROBLEM_KEYS),
      raiseLimit: s('errors.raiseLimit'),
      uploadId: s('errors.uploadId'),
    },
    totalCost: group('totalCost', [
      'caption',
      'cost',
      'yourTier',
      'bid',
      'buyerFee',
      'documentationFee',
      'otherFees',
      'shipping',
      'total',
    ] as const),
    byTotal: group('byTotal', [
      'legend',
      'modeMax',
      'modeTotal',
      'label',
      'hint',
      'withShipping',
      'preview',
      'submit',
      'placed',
    ] as const),
    shippingEstimate: group('shippingEstimate', [
      'title',
      'zip',
      'country',
      'countryNone',
      'submit',
      'clear',
      'inland',
      'export',
      'include',
      'note',
      'loading',
      'zipInvalid',
      'zipUnknown',
      'required',
      'error',
    ] as const),
    buyNow: group('buyNow', [
      'button',
      'confirmTitle',
      'confirmText',
      'price',
      'confirm',
      'buying',
      'cancel',
      'bought',
      'total',
      'due',
      'toast',
    ] as const),
    offer: makeOfferLabels(s),
    shipping: group('shipping', ['title', 'link', 'newTab', 'hide', 'show', 'error'] as const),
  };
}
