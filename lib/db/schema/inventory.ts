import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ZERO_CENTS } from '../../domain/money';
import { cents, createdAt, tstz, tsvector, updatedAt } from './columns';
import { members } from './members';

/** A selling branch (yard); its id is the selling_branch_id of SPEC §3's live data. */
export const branches = pgTable('branches', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  timeZone: text('time_zone').notNull(),
  lanes: text('lanes').array().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The yard's street line (null: the gate pass shows the city, state and ZIP only). */
  street: text('street'),
  /** When buyers may collect vehicles, as the gate pass prints it (issue 24 §6). */
  pickupHours: text('pickup_hours').notNull().default('Monday to Friday, 8:00 AM to 4:30 PM'),
});

export const AUCTION_STATUSES = ['scheduled', 'live', 'ended'] as const;

/** One lane of one branch on one sale day; its lots form the runlist in runlist_position order. */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    lane: text('lane').notNull(),
    startsAt: tstz('starts_at').notNull(),
    status: text('status', { enum: AUCTION_STATUSES }).notNull().default('scheduled'),
    currentLotId: integer('current_lot_id'),
    countdownEndsAt: tstz('countdown_ends_at'),
    endedAt: tstz('ended_at'),
    /** Raised by a trigger when the status, branch or lane changes (not the countdown): see lots.revision. */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auctions_branch_lane_start_key').on(t.branchId, t.lane, t.startsAt),
    index('auctions_status_start_idx').on(t.status, t.startsAt),
  ],
);

/** Sale statuses of ARCHITECTURE's business rules. */
export const LOT_STATUSES = [
  'upcoming',
  'pre-bidding',
  'on-the-block',
  'sold',
  'on-approval',
  'not-sold',
  'bought-now',
  'withdrawn',
] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/** Open lots (OPEN_LOT_STATUSES): the predicate of the search indexes (lotWhere writes the same literal list). */
const OPEN_LOTS = sql`status in ('upcoming', 'pre-bidding', 'on-the-block')`;

/**
 * A vehicle lot. `id` is the public 9-digit lot id, `stock_number` the 8-digit stock number. The search vector is a
 * generated column (simple configuration: makes, models and VINs are not English words) behind a GIN index.
 */
export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey(),
    stockNumber: text('stock_number').notNull(),
    vin: text('vin').notNull(),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    makeSlug: text('make_slug').notNull(),
    model: text('model').notNull(),
    modelSlug: text('model_slug').notNull(),
    trim: text('trim'),
    vehicleType: text('vehicle_type').notNull(),
    bodyStyle: text('body_style').notNull(),
    lossType: text('loss_type').notNull(),
    primaryDamage: text('primary_damage').notNull(),
    secondaryDamage: text('secondary_damage'),
    titleType: text('title_type').notNull(),
    titleState: text('title_state').notNull(),
    odometer: integer('odometer').notNull(),
    odometerBrand: text('odometer_brand').notNull(),
    hasKeys: boolean('has_keys').notNull(),
    startCode: text('start_code').notNull(),
    estimatedRetailValueCents: cents('estimated_retail_value_cents').notNull(),
    repairCostCents: cents('repair_cost_cents'),
    color: text('color').notNull(),
    engine: text('engine').notNull(),
    cylinders: smallint('cylinders'),
    fuel: text('fuel').notNull(),
    drive: text('drive').notNull(),
    transmission: text('transmission').notNull(),
    airbags: text('airbags'),
    images: jsonb('images').$type<string[]>().notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    auctionId: integer('auction_id').references(() => auctions.id),
    lane: text('lane'),
    runlistPosition: integer('runlist_position'),
    saleDate: tstz('sale_date'),
    buyItNowPriceCents: cents('buy_it_now_price_cents'),
    reserveCents: cents('reserve_cents'),
    currentBidCents: cents('current_bid_cents').notNull().default(ZERO_CENTS),
    highBidderId: text('high_bidder_id').references(() => members.id),
    bidCount: integer('bid_count').notNull().default(0),
    status: text('status', { enum: LOT_STATUSES }).notNull().default('upcoming'),
    soldPriceCents: cents('sold_price_cents'),
    soldAt: tstz('sold_at'),
    buyerId: text('buyer_id').references(() => members.id),
    version: integer('version').notNull().default(0),
    /**
     * Raised by a trigger on every update of the row (and of its photos): a cached page that shows the lot names the
     * revision it read, and is served again only while the row still has it (lib/server/cache/page-freshness).
     */
    revision: integer('revision').notNull().default(0),
    /** Why staff withdrew the lot from sale (status 'withdrawn'), and when. */
    withdrawnReason: text('withdrawn_reason'),
    withdrawnAt: tstz('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', year::text || ' ' || make || ' ' || model || ' ' || coalesce("trim", '') || ' ' || vin || ' ' || stock_number || ' ' || color || ' ' || body_style)`,
    ),
  },
  (t) => [
    uniqueIndex('lots_stock_number_key').on(t.stockNumber),
    // text_pattern_ops lets `like 'PREFIX%'` use the index whatever the database's collation.
    index('lots_vin_idx').on(t.vin.op('text_pattern_ops')),
    index('lots_stock_number_pattern_idx').on(t.stockNumber.op('text_pattern_ops')),
    index('lots_sale_date_idx').on(t.saleDate, t.id),
    index('lots_make_model_year_idx').on(t.makeSlug, t.modelSlug, t.year),
    index('lots_year_idx').on(t.year, t.id),
    index('lots_odometer_idx').on(t.odometer, t.id),
    index('lots_current_bid_idx').on(t.currentBidCents, t.id),
    index('lots_loss_type_idx').on(t.lossType, t.saleDate),
    index('lots_primary_damage_idx').on(t.primaryDamage),
    index('lots_title_idx').on(t.titleType, t.titleState),
    index('lots_branch_idx').on(t.branchId, t.saleDate),
    index('lots_vehicle_type_idx').on(t.vehicleType),
    index('lots_status_idx').on(t.status, t.saleDate),
    uniqueIndex('lots_auction_position_key').on(t.auctionId, t.runlistPosition),
    index('lots_buy_it_now_idx')
      .on(t.buyItNowPriceCents)
      .where(sql`buy_it_now_price_cents is not null`),
    index('lots_search_vector_idx').using('gin', t.searchVector),
    // Searches find open lots only (lotWhere inlines OPEN_LOT_STATUSES so these partial indexes apply) and sort by sale
    // date then id: each common filter walks its own index in page order instead of sorting every match.
    // Price history (lib/server/lots/price-history.ts): a model's sales of the last 180 days, newest first.
    index('lots_sold_make_model_idx')
      .on(t.makeSlug, t.modelSlug, t.soldAt)
      .where(sql`status = 'sold'`),
    index('lots_open_sale_date_idx').on(t.saleDate, t.id).where(OPEN_LOTS),
    index('lots_open_make_model_sale_idx').on(t.makeSlug, t.modelSlug, t.saleDate, t.id).where(OPEN_LOTS),
    index('lots_open_make_sale_idx').on(t.makeSlug, t.saleDate, t.id).where(OPEN_LOTS),
    index('lots_open_damage_state_sale_idx')
      .on(t.primaryDamage, t.titleState, t.saleDate, t.id)
      .where(OPEN_LOTS),
    index('lots_open_state_sale_idx').on(t.titleState, t.saleDate, t.id).where(OPEN_LOTS),
  ],
);
