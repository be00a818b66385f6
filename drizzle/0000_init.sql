CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"member_id" text NOT NULL,
	"password" text,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"image" text,
	"country_iso_2" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"membership_code" text DEFAULT 'guest' NOT NULL,
	"accepted_terms_version" integer,
	"shipping_widget_enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_demo_bidder" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"membership_code" text NOT NULL,
	"status" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" smallint NOT NULL,
	"annual_price_cents" bigint NOT NULL,
	"buyer_fee_basis_points" integer NOT NULL,
	"buyer_fee_min_cents" bigint NOT NULL,
	"live_bidding" boolean NOT NULL,
	"max_active_bids" integer
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"member_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"lane" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"current_lot_id" integer,
	"countdown_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"time_zone" text NOT NULL,
	"lanes" text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" integer PRIMARY KEY NOT NULL,
	"stock_number" text NOT NULL,
	"vin" text NOT NULL,
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"make_slug" text NOT NULL,
	"model" text NOT NULL,
	"model_slug" text NOT NULL,
	"trim" text,
	"vehicle_type" text NOT NULL,
	"body_style" text NOT NULL,
	"loss_type" text NOT NULL,
	"primary_damage" text NOT NULL,
	"secondary_damage" text,
	"title_type" text NOT NULL,
	"title_state" text NOT NULL,
	"odometer" integer NOT NULL,
	"odometer_brand" text NOT NULL,
	"has_keys" boolean NOT NULL,
	"start_code" text NOT NULL,
	"estimated_retail_value_cents" bigint NOT NULL,
	"repair_cost_cents" bigint,
	"color" text NOT NULL,
	"engine" text NOT NULL,
	"cylinders" smallint,
	"fuel" text NOT NULL,
	"drive" text NOT NULL,
	"transmission" text NOT NULL,
	"airbags" text,
	"images" jsonb NOT NULL,
	"branch_id" integer NOT NULL,
	"auction_id" integer,
	"lane" text,
	"runlist_position" integer,
	"sale_date" timestamp with time zone,
	"buy_it_now_price_cents" bigint,
	"reserve_cents" bigint,
	"current_bid_cents" bigint DEFAULT 0 NOT NULL,
	"high_bidder_id" text,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"sold_price_cents" bigint,
	"sold_at" timestamp with time zone,
	"buyer_id" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', year::text || ' ' || make || ' ' || model || ' ' || coalesce("trim", '') || ' ' || vin || ' ' || stock_number || ' ' || color || ' ' || body_style)) STORED
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"member_id" text NOT NULL,
	"lot_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_member_id_lot_id_pk" PRIMARY KEY("member_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"lot_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_maximums" (
	"lot_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"max_cents" bigint NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"bin" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"gateway_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"deposit_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"lot_id" integer,
	"deposit_id" integer,
	"description" text NOT NULL,
	"gateway_ref" text,
	"idempotency_key" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills_of_sale" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"lot_id" integer NOT NULL,
	"transaction_id" integer,
	"document_id" integer NOT NULL,
	"signed_document_id" integer,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signed_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"substep" text,
	"payload" jsonb,
	"product_id" text,
	"client_id" text NOT NULL,
	"visit_id" text NOT NULL,
	"custom1" text,
	"custom2" text,
	"custom3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_metadata" (
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"canonical" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"og_image" text,
	"h1" text DEFAULT '' NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vehicle_overview" text DEFAULT '' NOT NULL,
	"vehicle_condition" text DEFAULT '' NOT NULL,
	"breadcrumbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "page_metadata_path_locale_pk" PRIMARY KEY("path","locale")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_membership_code_membership_types_code_fk" FOREIGN KEY ("membership_code") REFERENCES "public"."membership_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_membership_code_membership_types_code_fk" FOREIGN KEY ("membership_code") REFERENCES "public"."membership_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_high_bidder_id_members_id_fk" FOREIGN KEY ("high_bidder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_maximums" ADD CONSTRAINT "proxy_maximums_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_maximums" ADD CONSTRAINT "proxy_maximums_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_sale" ADD CONSTRAINT "bills_of_sale_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_sale" ADD CONSTRAINT "bills_of_sale_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_sale" ADD CONSTRAINT "bills_of_sale_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_sale" ADD CONSTRAINT "bills_of_sale_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_sale" ADD CONSTRAINT "bills_of_sale_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_member_idx" ON "accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_member_idx" ON "membership_subscriptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_member_idx" ON "saved_searches" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_branch_lane_start_key" ON "auctions" USING btree ("branch_id","lane","starts_at");--> statement-breakpoint
CREATE INDEX "auctions_status_start_idx" ON "auctions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_stock_number_key" ON "lots" USING btree ("stock_number");--> statement-breakpoint
CREATE INDEX "lots_vin_idx" ON "lots" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "lots_sale_date_idx" ON "lots" USING btree ("sale_date","id");--> statement-breakpoint
CREATE INDEX "lots_make_model_year_idx" ON "lots" USING btree ("make_slug","model_slug","year");--> statement-breakpoint
CREATE INDEX "lots_year_idx" ON "lots" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "lots_odometer_idx" ON "lots" USING btree ("odometer","id");--> statement-breakpoint
CREATE INDEX "lots_current_bid_idx" ON "lots" USING btree ("current_bid_cents","id");--> statement-breakpoint
CREATE INDEX "lots_loss_type_idx" ON "lots" USING btree ("loss_type","sale_date");--> statement-breakpoint
CREATE INDEX "lots_primary_damage_idx" ON "lots" USING btree ("primary_damage");--> statement-breakpoint
CREATE INDEX "lots_title_idx" ON "lots" USING btree ("title_type","title_state");--> statement-breakpoint
CREATE INDEX "lots_branch_idx" ON "lots" USING btree ("branch_id","sale_date");--> statement-breakpoint
CREATE INDEX "lots_vehicle_type_idx" ON "lots" USING btree ("vehicle_type");--> statement-breakpoint
CREATE INDEX "lots_status_idx" ON "lots" USING btree ("status","sale_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_auction_position_key" ON "lots" USING btree ("auction_id","runlist_position");--> statement-breakpoint
CREATE INDEX "lots_buy_it_now_idx" ON "lots" USING btree ("buy_it_now_price_cents") WHERE buy_it_now_price_cents is not null;--> statement-breakpoint
CREATE INDEX "lots_search_vector_idx" ON "lots" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "watchlist_lot_idx" ON "watchlist" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "bids_lot_idx" ON "bids" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "bids_member_idx" ON "bids" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_member_key" ON "idempotency_keys" USING btree ("member_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_maximums_lot_member_key" ON "proxy_maximums" USING btree ("lot_id","member_id");--> statement-breakpoint
CREATE INDEX "proxy_maximums_member_idx" ON "proxy_maximums" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "credit_cards_member_idx" ON "credit_cards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "refunds_member_idx" ON "refunds" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "transactions_member_idx" ON "transactions" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_key" ON "transactions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bills_of_sale_member_idx" ON "bills_of_sale" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "bills_of_sale_token_idx" ON "bills_of_sale" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "documents_member_idx" ON "documents" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");