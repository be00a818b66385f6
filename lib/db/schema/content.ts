import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { Breadcrumb, FaqItem } from '../../domain/page-content';
import { createdAt, tstz } from './columns';

/** SPEC §2's per-path page-metadata lookup, per locale; every field defaults to empty. */
export const pageMetadata = pgTable(
  'page_metadata',
  {
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    canonical: text('canonical'),
    noindex: boolean('noindex').notNull().default(false),
    ogImage: text('og_image'),
    h1: text('h1').notNull().default(''),
    faq: jsonb('faq').$type<FaqItem[]>().notNull().default([]),
    vehicleOverview: text('vehicle_overview').notNull().default(''),
    vehicleCondition: text('vehicle_condition').notNull().default(''),
    breadcrumbs: jsonb('breadcrumbs').$type<Breadcrumb[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.path, t.locale] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  ipAddress: text('ip_address'),
  createdAt: createdAt(),
});

/** SPEC §3's analytics event fields, as received by POST /event/v1/track. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    step: text('step').notNull(),
    substep: text('substep'),
    payload: jsonb('payload'),
    productId: text('product_id'),
    clientId: text('client_id').notNull(),
    visitId: text('visit_id').notNull(),
    custom1: text('custom1'),
    custom2: text('custom2'),
    custom3: text('custom3'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt)],
);

/** Outgoing mail: written in the same transaction as the change it reports; sent by SMTP when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
