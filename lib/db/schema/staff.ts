import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { members } from './members';

/**
 * The back office's people: a staff member is a `members` row (one sign-in page, one session table) with one or more
 * roles here. lib/domain/staff.ts says what each role may do.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'inventory', 'auctions', 'finance', 'support'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.role] })],
);

/** better-auth's two-factor plugin: one TOTP secret and the (encrypted) recovery codes per member who enrolled. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('two_factors_member_key').on(t.memberId), index('two_factors_secret_idx').on(t.secret)],
);

/**
 * Every staff write: who, when, what, and the fields before and after. Append-only: a trigger (migration
 * 0008_back_office) refuses UPDATE, DELETE and TRUNCATE, and no route writes anything but INSERT.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `entity.verb` ('lot.create', 'lot.update', 'lot.withdraw', 'photo.upload', ...). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);

/**
 * Lots checked in by staff take their 9-digit lot id and 8-digit stock number from these sequences: below the demo
 * generator's ranges (lot ids from 300,000,000, stock numbers from 30,000,000), so the two never clash, and two clerks
 * never get the same number.
 */
export const checkInLotIds = pgSequence('check_in_lot_id_seq', {
  startWith: 100_000_000,
  minValue: 100_000_000,
  maxValue: 299_999_999,
});
export const checkInStockNumbers = pgSequence('check_in_stock_number_seq', {
  startWith: 10_000_000,
  minValue: 10_000_000,
  maxValue: 29_999_999,
});
