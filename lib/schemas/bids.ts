import * as z from 'zod/mini';
import type { MembershipCode } from '@/lib/domain/business-rules';
import { LOCALES } from '@/lib/domain/locales';

/**
 * Bidding calls. SPEC §7 shows GET /rest-api/v2/bids/{x}; it shows no path for placing a bid or buying now, so we add
 * POST /rest-api/v2/bids and POST /rest-api/v2/buy-now (both with an Idempotency-Key header), GET
 * /rest-api/v2/lots/{lotId}/bidding (the bid box's state) and POST /rest-api/v2/shipping/widget-state. Amounts cross
 * the API in whole US dollars (SPEC §9 shows USD without decimals); the database keeps cents. Validation messages are
 * i18n keys of the Bids.errors namespace.
 */
const MAX_BID_DOLLARS = 1_000_000;

const lotId = z
  .int('lotIdInvalid')
  .check(z.gte(100_000_000, 'lotIdInvalid'), z.lte(999_999_999, 'lotIdInvalid'));
const locale = z._default(z.enum(LOCALES, 'localeInvalid'), 'en');

export const placeBidSchema = z.object({
  lotId,
  /** The member's maximum, whole dollars. */
  maxBid: z.int('maxBidInvalid').check(z.gte(1, 'maxBidInvalid'), z.lte(MAX_BID_DOLLARS, 'maxBidTooHigh')),
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

/** POST /v2/bids answers with the lot's bidding right after the bid. */
export interface BidResult {
  bidId: number;
  lotId: number;
  /** The maximum the member now has on the lot, dollars. */
  maxBid: number;
  currentBid: number;
  minimumBid: number;
  bidCount: number;
  /** True when the member leads after this bid. */
  highBidder: boolean;
  status: 'high-bidder' | 'outbid';
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
