CREATE TABLE "gateway_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"operation" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"amount_cents" bigint,
	"outcome" text NOT NULL,
	"code" text,
	"response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"card_id" integer,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"decline_code" text,
	"action_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_operations_key" ON "gateway_operations" USING btree ("gateway","idempotency_key");--> statement-breakpoint
CREATE INDEX "gateway_operations_reference_idx" ON "gateway_operations" USING btree ("gateway","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_member_idempotency_key" ON "payments" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_gateway_ref_idx" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_one_primary" ON "credit_cards" USING btree ("member_id") WHERE "credit_cards"."is_primary" and "credit_cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payment_idx" ON "deposits" USING btree ("payment_id");