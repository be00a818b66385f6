ALTER TABLE "push_subscriptions" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Browsers kept before this migration: last seen when they subscribed (the order the limit used until now).
UPDATE "push_subscriptions" SET "seen_at" = "created_at";
