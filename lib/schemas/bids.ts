import * as z from 'zod/mini';
import { MEMBERSHIP_CODES } from '@/lib/domain/business-rules';
import { LOCALES } from '@/lib/domain/locales';
import { RESERVE_STATES } from '@/lib/domain/reserve';
import { dollarsCodec, wireDollars, wireDollarsDown } from './money';
import { shippingDestinationAnswerSchema, shippingDestinationSchema } from './shipping';

/**
 * Bidding calls. SPEC §7 shows GET /rest-api/v2/bids/{x}; it shows no path for placing a bid or buying now, so we add
 * POST /rest-api/v2/bids and POST /rest-api/v2/buy-now (both with an Idempotency-Key header), GET
 * /rest-api/v2/lots/{lotId}/bidding (the bid box's state) and POST /rest-api/v2/shipping/widget-state. Amounts cross
 * the API in whole US dollars (SPEC §9 shows USD without decimals) and are `Cents` inside, through the codecs of
 * ./money (a body's dollars decode to `Cents`, an answer's `Cents` encode to dollars). Validation messages are i18n keys
 * of the Bids.errors namespace.
 */
const MAX_BID_DOLLARS = 1_000_000;

const lotId = z
  .int('lotIdInvalid')
  .check(z.gte(100_000_000, 'lotIdInvalid'), z.lte(999_999_999, 'lotIdInvalid'));
const locale = z._default(z.enum(LOCALES, 'localeInvalid'), 'en');

/** The most a total may be ($2,000,000: the largest maximum with the highest fees and an export fits under it). */
const MAX_TOTAL_DOLLARS = 2_000_000;

/**
 * A bid is either a maximum (`maxBid`) or "my total, fees and shipping included, is at most" (`maxTotal`, issue 26
 * §1), with the shipping estimate's destination when the total is to include it (`shipping`). Exactly one of
 * `maxBid` and `maxTotal`; `shipping` only with `maxTotal`.
 */
export const placeBidSchema = z
  .object({
    lotId,
    /** The member's maximum: whole dollars on the wire, `Cents` once parsed. */
    maxBid: z.optional(
      dollarsCodec({ min: 1, max: MAX_BID_DOLLARS, invalid: 'maxBidInvalid', tooHigh: 'maxBidTooHigh' }),
    ),
    /** The all-in amount the member will pay at most: the server finds the maximum bid it allows. */
    maxTotal: z.optional(
      dollarsCodec({
        min: 1,
        max: MAX_TOTAL_DOLLARS,
        invalid: 'maxTotalInvalid',
        tooHigh: 'maxTotalTooHigh',
      }),
    ),
    shipping: z.optional(shippingDestinationSchema),
    locale,
  })
  .check(
    z.refine((bid) => (bid.maxBid === undefined) !== (bid.maxTotal === undefined), {
      message: 'maxBidOrTotal',
      path: ['maxBid'],
    }),
    z.refine((bid) => bid.shipping === undefined || bid.maxTotal !== undefined, {
      message: 'shippingOnlyWithTotal',
      path: ['shipping'],
    }),
  );
export type PlaceBidInput = z.output<typeof placeBidSchema>;
export type PlaceBidWire = z.input<typeof placeBidSchema>;

export const buyNowSchema = z.object({ lotId, locale });
export type BuyNowInput = z.output<typeof buyNowSchema>;

/** An Idempotency-Key: 8 to 100 visible ASCII characters (a UUID fits). */
export const idempotencyKeySchema = z
  .string('idempotencyKeyMissing')
  .check(z.regex(/^[\x21-\x7e]{8,100}$/, 'idempotencyKeyInvalid'));

export const BID_LISTS = ['current', 'won', 'lost', 'bought'] as const;
export type BidList = (typeof BID_LISTS)[number];
export const BIDS_PAGE_SIZE = 20;
export const BIDS_MAX_PAGE_SIZE = 100;

const positiveInt = (message: string) => z.coerce.number(message).check(z.int(message), z.gte(1, message));
export const bidListParam = z.enum(BID_LISTS, 'bidListInvalid');
export const bidListQuerySchema = z.object({
  page: z._default(positiveInt('pageInvalid').check(z.lte(1_000_000, 'pageInvalid')), 1),
  page_size: z._default(
    positiveInt('pageSizeInvalid').check(z.lte(BIDS_MAX_PAGE_SIZE, 'pageSizeInvalid')),
    BIDS_PAGE_SIZE,
  ),
});

export const shippingWidgetSchema = z.object({ enabled: z.boolean('enabledInvalid') });

/** Why a bid or a purchase was refused: the `code` of the error body. */
export const BID_REFUSALS = [
  'bid_below_minimum',
  /** A bid on the total whose largest maximum is below the minimum bid (the message names the least total). */
  'total_below_minimum',
  'bid_not_on_increment',
  'max_not_raised',
  'over_buying_power',
  'lot_not_open',
  'membership_not_allowed',
  'active_bids_limit',
  'terms_not_accepted',
  'buy_now_unavailable',
  /** Over UNVERIFIED_BID_CAP_CENTS without an approved id (a 403, like terms_not_accepted). */
  'id_not_verified',
] as const;
export type BidRefusalCode = (typeof BID_REFUSALS)[number];

/**
 * POST /v2/bids answers with the lot's bidding right after the bid: `Cents` inside (BidResult), whole dollars on the
 * wire (BidResultWire). The route answers with `z.encode(bidResultSchema, result)`; the browser reads the answer with
 * `z.decode` (or `z.parse`) of the same schema.
 */
export const bidResultSchema = z.object({
  bidId: z.int(),
  lotId: z.int(),
  /** The maximum the member now has on the lot. */
  maxBid: wireDollars,
  currentBid: wireDollars,
  minimumBid: wireDollars,
  bidCount: z.int(),
  /** True when the member leads after this bid. */
  highBidder: z.boolean(),
  status: z.enum(['high-bidder', 'outbid']),
  /** The reserve's state after this bid (its amount is never told). */
  reserve: z.enum(RESERVE_STATES),
  /** True when this bid is the one that met the reserve (it was not met before it). */
  reserveMet: z.boolean(),
  /** A bid on the total: the maximum the server chose and what winning at it costs all in; null for a maximum. */
  total: z.nullable(
    z.object({
      maxTotal: wireDollars,
      bid: wireDollars,
      buyerFee: wireDollars,
      documentationFee: wireDollars,
      otherFees: wireDollars,
      /** The shipping estimate included, or null when none was chosen. */
      shipping: z.nullable(wireDollars),
      /** bid + fees + shipping: never above maxTotal. */
      total: wireDollars,
    }),
  ),
});
export type BidResult = z.output<typeof bidResultSchema>;
export type BidResultWire = z.input<typeof bidResultSchema>;

/** POST /v2/buy-now answers with the purchase: `Cents` inside (BuyNowResult), whole dollars on the wire. */
export const buyNowResultSchema = z.object({
  lotId: z.int(),
  price: wireDollars,
  buyerFee: wireDollars,
  documentationFee: wireDollars,
  otherFees: wireDollars,
  total: wireDollars,
  /** When payment is due (ISO time): PAYMENT_DUE_BUSINESS_DAYS business days after the purchase. */
  dueAt: z.string(),
  status: z.literal('bought-now'),
});
export type BuyNowResult = z.output<typeof buyNowResultSchema>;

/** The member's part of a lot's bidding. */
const memberBiddingSchema = z.object({
  membershipCode: z.enum(MEMBERSHIP_CODES),
  termsAccepted: z.boolean(),
  /** The member's maximum on this lot, or null. */
  maxBid: z.nullable(wireDollars),
  highBidder: z.boolean(),
  /**
   * Buying power not yet committed, counting this lot's own commitment as free (what a new maximum may use). Buying
   * power is answered rounded down to a whole dollar, so the member is never shown more than they have.
   */
  availableBuyingPower: wireDollarsDown,
  buyingPower: wireDollarsDown,
  shippingWidgetEnabled: z.boolean(),
  /** Where the member last asked a shipping estimate for (issue 26 §2), or null. */
  shippingDestination: z.nullable(shippingDestinationAnswerSchema),
});

/**
 * GET /v2/lots/{lotId}/bidding: what the bid box shows; `member` is null for visitors. `Cents` inside (LotBidding:
 * the service builds it, the bid box and its cache hold it), whole dollars on the wire (LotBiddingWire).
 */
export const lotBiddingSchema = z.object({
  lotId: z.int(),
  status: z.string(),
  /** Pre-bids are taken (pre-bidding, sale not started) or live bids (on the block). */
  open: z.boolean(),
  live: z.boolean(),
  currentBid: wireDollars,
  minimumBid: wireDollars,
  bidCount: z.int(),
  buyItNow: z.nullable(wireDollars),
  /** Buy it now can be used right now. */
  buyNowOpen: z.boolean(),
  saleDate: z.nullable(z.string()),
  soldFor: z.nullable(wireDollars),
  /** Whether the lot has a reserve and the bidding has met it; the amount is never told. */
  reserve: z.enum(RESERVE_STATES),
  member: z.nullable(memberBiddingSchema),
});
export type LotBidding = z.output<typeof lotBiddingSchema>;
export type LotBiddingWire = z.input<typeof lotBiddingSchema>;

/** One row of GET /v2/bids/{x}. */
export const memberBidSchema = z.object({
  lotId: z.int(),
  stockNumber: z.string(),
  title: z.string(),
  /** The lot page's path (without a locale prefix). */
  path: z.string(),
  image: z.string(),
  saleDate: z.nullable(z.string()),
  /** The selling branch's IANA time zone: sale times are shown in it. */
  timeZone: z.string(),
  lotStatus: z.string(),
  maxBid: z.nullable(wireDollars),
  currentBid: wireDollars,
  minimumBid: wireDollars,
  /** leading / outbid on open lots; won / on-approval / lost / bought on ended ones. */
  status: z.enum(['leading', 'outbid', 'won', 'on-approval', 'lost', 'bought']),
  finalPrice: z.nullable(wireDollars),
  /** The seller's counter to the member's bid on approval, waiting for their answer (lib/schemas/offers), or null. */
  counter: z.nullable(z.object({ offerId: z.int(), price: wireDollars, expiresAt: z.string() })),
});
export type MemberBid = z.output<typeof memberBidSchema>;

/** GET /v2/bids/{x} answers with one page of the list. */
export const memberBidPageSchema = z.object({
  items: z.array(memberBidSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type MemberBidPage = z.output<typeof memberBidPageSchema>;

/** /myaccount/bids?list=&page=: the page's list and page; an unknown list shows the current bids, a bad page the first. */
export function myBidsQueryFromSearchParams(params: Record<string, string | string[] | undefined>): {
  list: BidList;
  page: number;
} {
  const list = z.safeParse(bidListParam, params.list);
  const page = z.safeParse(bidListQuerySchema.def.shape.page, params.page);
  return { list: list.success ? list.data : 'current', page: page.success ? page.data : 1 };
}
