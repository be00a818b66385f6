/** The "Make an offer" form's texts (BidBox.offer): raw, their {placeholders} filled in the browser. */
export interface MakeOfferLabels {
  open: string;
  title: string;
  amount: string;
  /** {minimum}, {price} */
  hint: string;
  submit: string;
  sending: string;
  cancel: string;
  /** {amount} */
  sent: string;
  errors: Record<MakeOfferProblem, string>;
}

/** What went wrong with an offer, as the key of its message (`offer.errors.*`). */
export type MakeOfferProblem =
  | 'required'
  | 'invalid'
  | 'tooHigh'
  | 'belowOpeningBid'
  | 'notBelowBuyNow'
  | 'overBuyingPower'
  | 'offerExists'
  | 'unavailable'
  | 'termsNotAccepted'
  | 'idNotVerified'
  | 'unauthorized'
  | 'rateLimited'
  | 'network'
  | 'generic';

const PROBLEMS: readonly MakeOfferProblem[] = [
  'required',
  'invalid',
  'tooHigh',
  'belowOpeningBid',
  'notBelowBuyNow',
  'overBuyingPower',
  'offerExists',
  'unavailable',
  'termsNotAccepted',
  'idNotVerified',
  'unauthorized',
  'rateLimited',
  'network',
  'generic',
];

/** The offer texts from the BidBox namespace's raw strings (`s` reads one key). */
export function makeOfferLabels(s: (key: string) => string): MakeOfferLabels {
  const text = (key: string) => s(`offer.${key}`);
  return {
    open: text('open'),
    title: text('title'),
    amount: text('amount'),
    hint: text('hint'),
    submit: text('submit'),
    sending: text('sending'),
    cancel: text('cancel'),
    sent: text('sent'),
    errors: Object.fromEntries(PROBLEMS.map((key) => [key, text(`errors.${key}`)])) as Record<
      MakeOfferProblem,
      string
    >,
  };
}
