DROP INDEX "lots_vin_idx";--> statement-breakpoint
CREATE INDEX "lots_stock_number_pattern_idx" ON "lots" USING btree ("stock_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lots_vin_idx" ON "lots" USING btree ("vin" text_pattern_ops);