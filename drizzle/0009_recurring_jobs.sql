ALTER TABLE "jobs" ADD COLUMN "every_ms" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_recurring_kind_idx" ON "jobs" USING btree ("kind") WHERE every_ms is not null;