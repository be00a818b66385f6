-- The change log of lots' searchable columns (lot_changes): one row per inserted, deleted or updated lot, one row
-- without a lot for a TRUNCATE. Updates that touch none of the searched columns (bids) leave nothing.
CREATE FUNCTION lots_log_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lot_changes (lot_id) SELECT id FROM new_lots;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lots_log_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lot_changes (lot_id) SELECT id FROM old_lots;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lots_log_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lot_changes (lot_id) VALUES (OLD.id);
  IF NEW.id IS DISTINCT FROM OLD.id THEN
    INSERT INTO lot_changes (lot_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lots_log_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lot_changes (lot_id) VALUES (NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lots_log_inserted AFTER INSERT ON lots REFERENCING NEW TABLE AS new_lots
  FOR EACH STATEMENT EXECUTE FUNCTION lots_log_inserted();
--> statement-breakpoint
CREATE TRIGGER lots_log_deleted AFTER DELETE ON lots REFERENCING OLD TABLE AS old_lots
  FOR EACH STATEMENT EXECUTE FUNCTION lots_log_deleted();
--> statement-breakpoint
CREATE TRIGGER lots_log_updated AFTER UPDATE ON lots FOR EACH ROW
  WHEN ((OLD.id, OLD.status, OLD.vehicle_type, OLD.make, OLD.make_slug, OLD.model, OLD.model_slug, OLD.year, OLD."trim",
    OLD.color, OLD.body_style, OLD.primary_damage, OLD.loss_type, OLD.title_type, OLD.title_state, OLD.branch_id,
    OLD.buy_it_now_price_cents, OLD.auction_id, OLD.odometer, OLD.sale_date, OLD.vin, OLD.stock_number)
    IS DISTINCT FROM (NEW.id, NEW.status, NEW.vehicle_type, NEW.make, NEW.make_slug, NEW.model, NEW.model_slug, NEW.year,
    NEW."trim", NEW.color, NEW.body_style, NEW.primary_damage, NEW.loss_type, NEW.title_type, NEW.title_state,
    NEW.branch_id, NEW.buy_it_now_price_cents, NEW.auction_id, NEW.odometer, NEW.sale_date, NEW.vin, NEW.stock_number))
  EXECUTE FUNCTION lots_log_updated();
--> statement-breakpoint
CREATE TRIGGER lots_log_truncated AFTER TRUNCATE ON lots FOR EACH STATEMENT EXECUTE FUNCTION lots_log_truncated();
