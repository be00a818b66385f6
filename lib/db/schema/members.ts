import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, tstz, updatedAt } from './columns';

/** Guest, Starter, Premium, Vip, Business (SPEC §3); prices and fees come from lib/config and are copied here. */
export const membershipTypes = pgTable('membership_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  rank: smallint('rank').notNull(),
  annualPriceCents: cents('annual_price_cents').notNull(),
  buyerFeeBasisPoints: integer('buyer_fee_basis_points').notNull(),
  buyerFeeMinCents: cents('buyer_fee_min_cents').notNull(),
  liveBidding: boolean('live_bidding').notNull(),
  maxActiveBids: integer('max_active_bids'),
});

/** A member (the auth library's "user"): id is a random string, e-mail stored lower-case. */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    image: text('image'),
    countryIso2: text('country_iso_2').notNull().default('US'),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    membershipCode: text('membership_code')
      .notNull()
      .default('guest')
      .references(() => membershipTypes.code),
    acceptedTermsVersion: integer('accepted_terms_version'),
    shippingWidgetEnabled: boolean('shipping_widget_enabled').notNull().default(true),
    /** Where the member last asked a shipping estimate for (issue 26 §2): `zip:75201` or `country:NG`, else null. */
    shippingDestination: text('shipping_destination'),
    /** The web push kinds the member opted in to (lib/domain/push-kinds.ts), in PUSH_KINDS order. */
    pushKinds: text('push_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDemo: boolean('is_demo').notNull().default(false),
    isDemoBidder: boolean('is_demo_bidder').notNull().default(false),
    /** better-auth's two-factor plugin: set once the member (staff) has confirmed an authenticator. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('members_email_key').on(t.email)],
);

/** Sessions, credential accounts and verification tokens, in the shape better-auth's drizzle adapter expects. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_member_idx').on(t.memberId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_member_idx').on(t.memberId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** The upgrade flow (subscribe, unsubscribe, confirm-upgrade): one row per requested tier change. */
export const membershipSubscriptions = pgTable(
  'membership_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipCode: text('membership_code')
      .notNull()
      .references(() => membershipTypes.code),
    status: text('status', { enum: ['awaiting_payment', 'active', 'cancelled', 'expired'] }).notNull(),
    priceCents: cents('price_cents').notNull(),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    /** When the member confirmed the pending upgrade; the tier changes only once a payment marks it paid. */
    confirmedAt: tstz('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_subscriptions_member_idx').on(t.memberId, t.createdAt),
    // At most one upgrade awaits payment per member: a new request replaces the earlier one.
    uniqueIndex('membership_subscriptions_one_pending_key')
      .on(t.memberId)
      .where(sql`status = 'awaiting_payment'`),
  ],
);

/** Published terms versions; a member whose acceptedTermsVersion differs from the newest must accept again. */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  publishedAt: tstz('published_at').notNull(),
  summary: text('summary').notNull(),
});
