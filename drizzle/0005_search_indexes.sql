CREATE TABLE "lot_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lot_changes_txid_idx" ON "lot_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "lot_changes_changed_at_idx" ON "lot_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "lots_open_sale_date_idx" ON "lots" USING btree ("sale_date","id") WHERE status in ('upcoming', 'pre-bidding', 'on-the-block');--> statement-breakpoint
CREATE INDEX "lots_open_make_model_sale_idx" ON "lots" USING btree ("make_slug","model_slug","sale_date","id") WHERE status in ('upcoming', 'pre-bidding', 'on-the-block');--> statement-breakpoint
CREATE INDEX "lots_open_make_sale_idx" ON "lots" USING btree ("make_slug","sale_date","id") WHERE status in ('upcoming', 'pre-bidding', 'on-the-block');--> statement-breakpoint
CREATE INDEX "lots_open_damage_state_sale_idx" ON "lots" USING btree ("primary_damage","title_state","sale_date","id") WHERE status in ('upcoming', 'pre-bidding', 'on-the-block');--> statement-breakpoint
CREATE INDEX "lots_open_state_sale_idx" ON "lots" USING btree ("title_state","sale_date","id") WHERE status in ('upcoming', 'pre-bidding', 'on-the-block');