-- Saved searches (issue 4): the placeholder table of 0000 gets what the feature needs. Its query becomes the canonical
-- lots/search keys (one row per member and search), last_notified_at is the digest's last_digest_at, and a search
-- has always been viewed (at the latest when it was saved).
ALTER TABLE "saved_searches" RENAME COLUMN "last_notified_at" TO "last_digest_at";--> statement-breakpoint
UPDATE "saved_searches" SET "last_viewed_at" = "created_at" WHERE "last_viewed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "last_viewed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "last_viewed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
DELETE FROM "saved_searches" AS a USING "saved_searches" AS b
  WHERE a."member_id" = b."member_id" AND a."query" = b."query" AND a."id" > b."id";--> statement-breakpoint
DROP INDEX "saved_searches_member_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_member_query_key" ON "saved_searches" USING btree ("member_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_member_idx" ON "saved_searches" USING btree ("member_id","id");
