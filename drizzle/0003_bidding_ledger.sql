ALTER TABLE "bids" ADD COLUMN "price_cents" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "high_bidder_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "proxy_maximums" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proxy_maximums" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_high_bidder_id_members_id_fk" FOREIGN KEY ("high_bidder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;