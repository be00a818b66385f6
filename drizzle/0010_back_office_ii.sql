CREATE TABLE "id_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"document_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"note" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_reviews_pending_has_document" CHECK ("id_reviews"."status" <> 'pending' or "id_reviews"."document_id" is not null),
	CONSTRAINT "id_reviews_rejection_has_reason" CHECK (("id_reviews"."status" = 'rejected') = ("id_reviews"."reason" is not null)),
	CONSTRAINT "id_reviews_decided" CHECK (("id_reviews"."status" = 'pending') = ("id_reviews"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lane_pauses" (
	"auction_id" integer PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"remaining_ms" integer NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"paused_by" text,
	CONSTRAINT "lane_pauses_remaining_check" CHECK ("lane_pauses"."remaining_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lot_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"counter_cents" bigint,
	"counter_expires_at" timestamp with time zone,
	"countered_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"lane" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"lots_released" integer NOT NULL,
	"pre_bids_released" integer NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wire_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"applied_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"credit_deposit_id" integer,
	"received_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wire_transfers" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_handovers" (
	"lot_id" integer PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"title_step" text DEFAULT 'awaiting-seller' NOT NULL,
	"title_received_at" timestamp with time zone,
	"title_processing_at" timestamp with time zone,
	"title_mailed_at" timestamp with time zone,
	"title_delivered_at" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"gate_pass_code" text,
	"gate_pass_issued_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"picked_up_by" text,
	"storage_invoice_days" integer,
	"storage_invoice_cents" bigint,
	"storage_transaction_id" integer,
	"demo_clock_days" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_delays" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"cause" text NOT NULL,
	"from_day" date,
	"to_day" date,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_delays_span" CHECK (("storage_delays"."from_day" is null and "storage_delays"."to_day" is null) or ("storage_delays"."from_day" is not null and "storage_delays"."to_day" >= "storage_delays"."from_day")),
	CONSTRAINT "storage_delays_days" CHECK ("storage_delays"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "pickup_hours" text DEFAULT 'Monday to Friday, 8:00 AM to 4:30 PM' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "transaction_id" integer;--> statement-breakpoint
ALTER TABLE "id_reviews" ADD CONSTRAINT "id_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_reviews" ADD CONSTRAINT "id_reviews_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_pauses" ADD CONSTRAINT "lane_pauses_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_pauses" ADD CONSTRAINT "lane_pauses_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_pauses" ADD CONSTRAINT "lane_pauses_paused_by_members_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_offers" ADD CONSTRAINT "lot_offers_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_offers" ADD CONSTRAINT "lot_offers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cancellations" ADD CONSTRAINT "sale_cancellations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cancellations" ADD CONSTRAINT "sale_cancellations_cancelled_by_members_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_receipts" ADD CONSTRAINT "wire_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_receipts" ADD CONSTRAINT "wire_receipts_credit_deposit_id_deposits_id_fk" FOREIGN KEY ("credit_deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_transfers" ADD CONSTRAINT "wire_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_handovers" ADD CONSTRAINT "lot_handovers_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_handovers" ADD CONSTRAINT "lot_handovers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_handovers" ADD CONSTRAINT "lot_handovers_picked_up_by_members_id_fk" FOREIGN KEY ("picked_up_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_handovers" ADD CONSTRAINT "lot_handovers_storage_transaction_id_transactions_id_fk" FOREIGN KEY ("storage_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_delays" ADD CONSTRAINT "storage_delays_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_delays" ADD CONSTRAINT "storage_delays_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_reviews_document_key" ON "id_reviews" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "id_reviews_member_idx" ON "id_reviews" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "id_reviews_pending_idx" ON "id_reviews" USING btree ("created_at","id") WHERE "id_reviews"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "lot_offers_active_key" ON "lot_offers" USING btree ("lot_id","member_id") WHERE state in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "lot_offers_lot_idx" ON "lot_offers" USING btree ("lot_id","created_at");--> statement-breakpoint
CREATE INDEX "lot_offers_member_idx" ON "lot_offers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lot_offers_active_idx" ON "lot_offers" USING btree ("state","created_at") WHERE state in ('open', 'countered');--> statement-breakpoint
CREATE UNIQUE INDEX "sale_cancellations_auction_key" ON "sale_cancellations" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "sale_cancellations_starts_idx" ON "sale_cancellations" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "wire_receipts_payment_idx" ON "wire_receipts" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wire_transfers_reference_key" ON "wire_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_handovers_gate_pass_key" ON "lot_handovers" USING btree ("gate_pass_code");--> statement-breakpoint
CREATE INDEX "lot_handovers_member_idx" ON "lot_handovers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "lot_handovers_step_idx" ON "lot_handovers" USING btree ("title_step");--> statement-breakpoint
CREATE INDEX "storage_delays_lot_idx" ON "storage_delays" USING btree ("lot_id","id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
-- Ids uploaded before reviews existed wait in the queue like new ones.
INSERT INTO "id_reviews" ("member_id", "document_id", "status", "created_at")
SELECT "member_id", "id", 'pending', "created_at" FROM "documents" WHERE "kind" = 'id' AND "deleted_at" IS NULL;--> statement-breakpoint
-- The demo's accounts (members, live bidders, staff) of a database seeded before reviews existed bid as verified.
INSERT INTO "id_reviews" ("member_id", "status", "decided_at")
SELECT "id", 'approved', now() FROM "members" WHERE "is_demo";--> statement-breakpoint
-- Refunds asked for before finance could approve them were all let through at once: link each to its ledger row, and
-- call the ones still on their way (a wire deposit's bank transfer) approved rather than waiting for a decision.
UPDATE "refunds" SET "transaction_id" = t."id"
FROM "transactions" t
WHERE "refunds"."transaction_id" IS NULL AND t."kind" = 'deposit-refund'
  AND t."member_id" = "refunds"."member_id" AND t."deposit_id" = "refunds"."deposit_id";--> statement-breakpoint
UPDATE "refunds" SET "status" = 'approved', "decided_at" = "created_at" WHERE "status" = 'requested';
