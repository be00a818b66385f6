/**
 * The business numbers where SPEC says "not shown", in one module (ARCHITECTURE "Business rules"). Money is integer
 * cents. README lists them; change them here only.
 */
import { cents, type Cents } from './money';

/** Rates are whole basis points (1% = 100 basis points); a percentage for display is rate / this. */
export const BASIS_POINTS_PER_PERCENT = 100;

/** A rate of basis points as a percentage (600 -> 6). */
export function percentOfBasisPoints(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}

export const MEMBERSHIP_CODES = ['guest', 'starter', 'premium', 'vip', 'business'] as const;
export type MembershipCode = (typeof MEMBERSHIP_CODES)[number];

export interface MembershipRule {
  code: MembershipCode;
  name: string;
  /** Position in the ascending tiers Guest < Starter < Premium < Vip; Business sits beside Premium. */
  rank: number;
  annualPriceCents: Cents;
  buyerFeeBasisPoints: number;
  buyerFeeMinCents: Cents;
  liveBidding: boolean;
  /** Open bids at once; null means no limit beyond buying power. */
  maxActiveBids: number | null;
}

export const MEMBERSHIPS: readonly MembershipRule[] = [
  {
    code: 'guest',
    name: 'Guest',
    rank: 0,
    annualPriceCents: cents(0),
    buyerFeeBasisPoints: 1000,
    buyerFeeMinCents: cents(29_900),
    liveBidding: false,
    maxActiveBids: 3,
  },
  {
    code: 'starter',
    name: 'Starter',
    rank: 1,
    annualPriceCents: cents(9_900),
    buyerFeeBasisPoints: 900,
    buyerFeeMinCents: cents(29_900),
    liveBidding: true,
    maxActiveBids: 10,
  },
  {
    code: 'premium',
    name: 'Premium',
    rank: 2,
    annualPriceCents: cents(19_900),
    buyerFeeBasisPoints: 600,
    buyerFeeMinCents: cents(25_000),
    liveBidding: true,
    maxActiveBids: 50,
  },
  {
    code: 'vip',
    name: 'Vip',
    rank: 3,
    annualPriceCents: cents(39_900),
    buyerFeeBasisPoints: 400,
    buyerFeeMinCents: cents(20_000),
    liveBidding: true,
    maxActiveBids: null,
  },
  {
    code: 'business',
    name: 'Business',
    rank: 2,
    annualPriceCents: cents(49_900),
    buyerFeeBasisPoints: 600,
    buyerFeeMinCents: cents(25_000),
    liveBidding: true,
    maxActiveBids: null,
  },
];

export function membershipRule(code: MembershipCode): MembershipRule {
  const rule = MEMBERSHIPS.find((m) => m.code === code);
  if (!rule) throw new Error(`unknown membership ${code}`);
  return rule;
}

/** Buying power is this many times the held deposits. */
export const BUYING_POWER_MULTIPLIER = 10;
/** The smallest deposit; a deposit must also be at least DEPOSIT_MIN_SHARE of the intended bid. */
export const DEPOSIT_MIN_CENTS = cents(60_000);
export const DEPOSIT_MIN_SHARE_BASIS_POINTS = 1000;

/** Charged on every purchase besides the buyer fee. */
export const DOCUMENTATION_FEE_CENTS = cents(9_500);

/** The current terms version; members whose accepted version differs are sent to /terms. */
export const TERMS_VERSION = 3;

/** A won or bought lot is paid within this many business days of the sale. */
export const PAYMENT_DUE_BUSINESS_DAYS = 3;
/** Charged once when payment arrives after the due day. */
export const LATE_PAYMENT_FEE_CENTS = cents(5_000);
/**
 * After the hammer (issue 24 §6, lib/domain/storage-days.ts): a lot is stored free for this many business days after
 * it is paid (after its payment deadline when it is paid late), then each calendar day until the pickup costs
 * STORAGE_FEE_PER_DAY_CENTS; days a delay of the seller or the title covers are never charged.
 */
export const FREE_STORAGE_BUSINESS_DAYS = 3;
export const STORAGE_FEE_PER_DAY_CENTS = cents(2_500);

/** The most lots one member may watch at once (a 409 watchlist_full beyond it). */
export const WATCHLIST_MAX_LOTS = 500;

/**
 * Bid increments rise with the price: from `fromCents` (inclusive) on, bids move in steps of `stepCents`. Each band's
 * start is a multiple of its own step, so a price on one band's grid plus its step lands on the next band's grid.
 */
export const BID_INCREMENTS: readonly { fromCents: Cents; stepCents: Cents }[] = [
  { fromCents: cents(0), stepCents: cents(2_500) },
  { fromCents: cents(100_000), stepCents: cents(5_000) },
  { fromCents: cents(500_000), stepCents: cents(10_000) },
  { fromCents: cents(2_500_000), stepCents: cents(25_000) },
];
/** The first bid on a lot opens it at this price (the first increment). */
export const OPENING_BID_CENTS = cents(2_500);
/** The largest maximum a member may set ($1,000,000): a guard against typing slips. */
export const MAX_BID_CENTS = cents(100_000_000);

/** Charged on every purchase besides the buyer fee and the documentation fee ("other fees" of the total cost). */
export const OTHER_FEES: readonly { code: 'gate' | 'environmental'; cents: Cents }[] = [
  { code: 'gate', cents: cents(7_900) },
  { code: 'environmental', cents: cents(1_500) },
];

/**
 * The live sale's countdowns (ARCHITECTURE "live sale per lane"): a lot that comes on the block gets the first
 * countdown; every accepted live bid moves the deadline to at least this long after the bid (never earlier).
 */
export const LIVE_FIRST_COUNTDOWN_MS = 20_000;
export const LIVE_BID_COUNTDOWN_MS = 10_000;
/**
 * What a lot takes on the block on average (the first countdown, a few bids and the hammer): how far ahead a watched
 * lot's time on the block is told, from the number of lots before it in its lane's runlist (issue 26 §5).
 */
export const LIVE_LOT_AVERAGE_MS = 30_000;

// Buyer verification (issue 24 §4): until a member's uploaded id is approved by staff, a maximum (pre-bid or live)
// and a buy-it-now price may be at most this much; a member with an approved id has no such cap.
/** The most an unverified member may bid (pre-bid or live) or buy now for: $2,500. */
export const UNVERIFIED_BID_CAP_CENTS = cents(250_000);

// Approvals (issue 24 §3): a counter-offer from the seller's side (on a high bid waiting on approval, or on a buyer's
// offer below a buy-it-now price) waits this many business days for the buyer's answer, then lapses on its own.
/** Business days a counter-offer stays open for the buyer (weekends skipped, as lib/domain/business-days does). */
export const COUNTER_OFFER_BUSINESS_DAYS = 2;

// Money the office handles (issue 24 §5): where members send a wire transfer. Demo values: a real deployment puts
// the house's own account here (the pages and the API's wire instructions read them from this one place).
/** The bank details a wire transfer goes to, shown with the payment's reference. */
export const WIRE_BANK_DETAILS = {
  beneficiary: 'SalvageLane Auctions LLC',
  beneficiaryAddress: '1200 Yard Road, Dallas, TX 75201, USA',
  bankName: 'Demo National Bank',
  bankAddress: '100 Main Street, New York, NY 10001, USA',
  accountNumber: '000123456789',
  /** ABA routing number, for transfers from inside the United States. */
  routingNumber: '123456780',
  /** SWIFT/BIC code, for international transfers. */
  swift: 'DEMOUS33XXX',
} as const;
/** Shown beside the bank details while they are the demo values above. */
export const WIRE_BANK_DETAILS_ARE_DEMO = true;

// Shipping and export estimates (issue 26 §2; lib/domain/shipping-estimate.ts): a rough price to plan with, not a
// quote. Inland: great-circle miles from the yard times a per-mile rate by vehicle type, never below a minimum. Export:
// inland to the export port nearest the yard, plus ocean freight from that port's coast to the destination's region.
/** Inland haulage per great-circle mile, by vehicle type (an open carrier's rate, a salvage vehicle that does not run). */
export const INLAND_RATE_PER_MILE_CENTS = {
  automobile: cents(95),
  suv: cents(105),
  pickup: cents(110),
  van: cents(110),
  motorcycle: cents(70),
  truck: cents(180),
} as const satisfies Record<string, Cents>;
/** The least an inland haul costs, however short. */
export const INLAND_MINIMUM_CENTS = cents(17_500);

export type OceanRegion =
  | 'west-africa'
  | 'middle-east'
  | 'eastern-europe'
  | 'western-europe'
  | 'central-asia'
  | 'caribbean-central-america'
  | 'south-america'
  | 'asia-pacific';
export type PortCoast = 'east' | 'gulf' | 'west';

/** Ocean freight of one vehicle (shared container, port to port, loading included), by region and US coast. */
export const OCEAN_FREIGHT_CENTS: Record<OceanRegion, Record<PortCoast, Cents>> = {
  'west-africa': { east: cents(145_000), gulf: cents(165_000), west: cents(260_000) },
  'middle-east': { east: cents(170_000), gulf: cents(190_000), west: cents(240_000) },
  'eastern-europe': { east: cents(130_000), gulf: cents(150_000), west: cents(270_000) },
  'western-europe': { east: cents(115_000), gulf: cents(135_000), west: cents(250_000) },
  'central-asia': { east: cents(260_000), gulf: cents(280_000), west: cents(340_000) },
  'caribbean-central-america': { east: cents(110_000), gulf: cents(95_000), west: cents(170_000) },
  'south-america': { east: cents(160_000), gulf: cents(150_000), west: cents(190_000) },
  'asia-pacific': { east: cents(290_000), gulf: cents(300_000), west: cents(180_000) },
};

/** The countries an export estimate is given for, with their ocean region (others are not priced). */
export const EXPORT_COUNTRY_REGIONS = {
  NG: 'west-africa',
  GH: 'west-africa',
  BJ: 'west-africa',
  TG: 'west-africa',
  CI: 'west-africa',
  SN: 'west-africa',
  CM: 'west-africa',
  AE: 'middle-east',
  SA: 'middle-east',
  JO: 'middle-east',
  IQ: 'middle-east',
  KW: 'middle-east',
  OM: 'middle-east',
  QA: 'middle-east',
  LB: 'middle-east',
  PL: 'eastern-europe',
  LT: 'eastern-europe',
  LV: 'eastern-europe',
  EE: 'eastern-europe',
  UA: 'eastern-europe',
  GE: 'eastern-europe',
  RO: 'eastern-europe',
  BG: 'eastern-europe',
  DE: 'western-europe',
  NL: 'western-europe',
  BE: 'western-europe',
  FR: 'western-europe',
  ES: 'western-europe',
  IT: 'western-europe',
  GB: 'western-europe',
  KZ: 'central-asia',
  KG: 'central-asia',
  UZ: 'central-asia',
  AM: 'central-asia',
  DO: 'caribbean-central-america',
  GT: 'caribbean-central-america',
  HN: 'caribbean-central-america',
  SV: 'caribbean-central-america',
  NI: 'caribbean-central-america',
  CR: 'caribbean-central-america',
  PA: 'caribbean-central-america',
  JM: 'caribbean-central-america',
  HT: 'caribbean-central-america',
  CO: 'south-america',
  VE: 'south-america',
  EC: 'south-america',
  PE: 'south-america',
  CL: 'south-america',
  BR: 'south-america',
  PY: 'south-america',
  BO: 'south-america',
  KR: 'asia-pacific',
  JP: 'asia-pacific',
  PH: 'asia-pacific',
  AU: 'asia-pacific',
  NZ: 'asia-pacific',
  MN: 'asia-pacific',
} as const satisfies Record<string, OceanRegion>;
export type ExportCountry = keyof typeof EXPORT_COUNTRY_REGIONS;
export const EXPORT_COUNTRIES = Object.keys(EXPORT_COUNTRY_REGIONS) as ExportCountry[];
