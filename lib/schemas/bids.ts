import * as z from 'zod/mini';
import type { MembershipCode } from '@/lib/domain/business-rules';
import { LOCALES } from '@/lib/domain/locales';
import type { Cents } from '@/lib/domain/money';
import { dollarsCodec, wireDollars } from './money';

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

export const placeBidSchema = z.object({
  lotId,
  /** The member's maximum: whole dollars on the wire, `Cents` once parsed. */
  maxBid: dollarsCodec({ min: 1, max: MAX_BID_DOLLARS, invalid: 'maxBidInvalid', tooHigh: 'maxBidTooHigh' }),
  locale,
});
export type PlaceBidInput = z.output<typeof placeBidSchema>;

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
  'bid_not_on_increment',
  'max_not_raised',
  'over_buying_power',
  'lot_not_open',
  'membership_not_allowed',
  'active_bids_limit',
  'terms_not_accepted',
  'buy_now_unavailable',
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
});
export type BidResult = z.output<typeof bidResultSchema>;
export type BidResultWire = z.input<typeof bidResultSchema>;

/** The amounts of a lot's bidding (GET /v2/lots/{lotId}/bidding, wire dollars) the bid box shows and checks. */
const biddingAmountsSchema = z.object({
  currentBid: wireDollars,
  minimumBid: wireDollars,
  buyItNow: z.nullable(wireDollars),
  soldFor: z.nullable(wireDollars),
  member: z.nullable(z.object({ availableBuyingPower: wireDollars, maxBid: z.nullable(wireDollars) })),
});

export interface BiddingAmounts {
  currentCents: Cents;
  minimumCents: Cents;
  buyItNowCents: Cents | null;
  soldForCents: Cents | null;
  /** Null for a visitor. */
  availableCents: Cents | null;
  /** The member's own maximum on the lot, or null. */
  maxBidCents: Cents | null;
}

/** A lot's bidding amounts as `Cents`, read through the wire codec (the one place the bid box converts them). */
export function biddingAmountsOf(
  bidding: Pick<LotBidding, 'currentBid' | 'minimumBid' | 'buyItNow' | 'soldFor' | 'member'>,
): BiddingAmounts {
  const { currentBid, minimumBid, buyItNow, soldFor, member } = z.decode(biddingAmountsSchema, {
    currentBid: bidding.currentBid,
    minimumBid: bidding.minimumBid,
    buyItNow: bidding.buyItNow,
    soldFor: bidding.soldFor,
    member: bidding.member && {
      availableBuyingPower: bidding.member.availableBuyingPower,
      maxBid: bidding.member.maxBid,
    },
  });
  return {
    currentCents: currentBid,
    minimumCents: minimumBid,
    buyItNowCents: buyItNow,
    soldForCents: soldFor,
    availableCents: member ? member.availableBuyingPower : null,
    maxBidCents: member ? member.maxBid : null,
  };
}

/** POST /v2/buy-now answers with the purchase. */
export interface BuyNowResult {
  lotId: number;
  price: number;
  buyerFee: number;
  documentationFee: number;
  otherFees: number;
  total: number;
  /** When payment is due (ISO time): PAYMENT_DUE_BUSINESS_DAYS business days after the purchase. */
  dueAt: string;
  status: 'bought-now';
}

/** GET /v2/lots/{lotId}/bidding: what the bid box shows; `member` is null for visitors. */
export interface LotBidding {
  lotId: number;
  status: string;
  /** Pre-bids are taken (pre-bidding, sale not started) or live bids (on the block). */
  open: boolean;
  live: boolean;
  currentBid: number;
  minimumBid: number;
  bidCount: number;
  buyItNow: number | null;
  /** Buy it now can be used right now. */
  buyNowOpen: boolean;
  saleDate: string | null;
  soldFor: number | null;
  member: {
    membershipCode: MembershipCode;
    termsAccepted: boolean;
    /** The member's maximum on this lot, dollars, or null. */
    maxBid: number | null;
    highBidder: boolean;
    /** Buying power not yet committed, counting this lot's own commitment as free (what a new maximum may use). */
    availableBuyingPower: number;
    buyingPower: number;
    shippingWidgetEnabled: boolean;
  } | null;
}

/** One row of GET /v2/bids/{x}. */
export interface MemberBid {
  lotId: number;
  stockNumber: string;
  title: string;
  /** The lot page's path (without a locale prefix). */
  path: string;
  image: string;
  saleDate: string | null;
  /** The selling branch's IANA time zone: sale times are shown in it. */
  timeZone: string;
  lotStatus: string;
  maxBid: number | null;
  currentBid: number;
  minimumBid: number;
  /** leading / outbid on open lots; won / on-approval / lost / bought on ended ones. */
  status: 'leading' | 'outbid' | 'won' | 'on-approval' | 'lost' | 'bought';
  finalPrice: number | null;
}

export interface MemberBidPage {
  items: MemberBid[];
  total: number;
  page: number;
  pageSize: number;
}

/** /myaccount/bids?list=&page=: the page's list and page; an unknown list shows the current bids, a bad page the first. */
export function myBidsQueryFromSearchParams(params: Record<string, string | string[] | undefined>): {
  list: BidList;
  page: number;
} {
  const list = z.safeParse(bidListParam, params.list);
  const page = z.safeParse(bidListQuerySchema.def.shape.page, params.page);
  return { list: list.success ? list.data : 'current', page: page.success ? page.data : 1 };
}
