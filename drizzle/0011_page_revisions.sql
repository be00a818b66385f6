ALTER TABLE "auctions" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Cached pages are served again only while the rows they showed keep the revision they read (issue 25): every update
-- of a lot raises its revision (bids, the clock's status changes, staff edits, imports), and so does any change to its
-- photos; an auction's revision rises when its status, branch or lane changes, not with each bid's countdown.
CREATE FUNCTION raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER lots_raise_revision BEFORE UPDATE ON lots FOR EACH ROW EXECUTE FUNCTION raise_revision();
--> statement-breakpoint
CREATE TRIGGER auctions_raise_revision BEFORE UPDATE ON auctions FOR EACH ROW
  WHEN ((OLD.status, OLD.branch_id, OLD.lane) IS DISTINCT FROM (NEW.status, NEW.branch_id, NEW.lane))
  EXECUTE FUNCTION raise_revision();
--> statement-breakpoint
CREATE FUNCTION lot_photos_raise_lot_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lots SET revision = revision WHERE id IN (SELECT lot_id FROM changed_photos);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lot_photos_inserted_raise AFTER INSERT ON lot_photos REFERENCING NEW TABLE AS changed_photos
  FOR EACH STATEMENT EXECUTE FUNCTION lot_photos_raise_lot_revision();
--> statement-breakpoint
CREATE TRIGGER lot_photos_deleted_raise AFTER DELETE ON lot_photos REFERENCING OLD TABLE AS changed_photos
  FOR EACH STATEMENT EXECUTE FUNCTION lot_photos_raise_lot_revision();
--> statement-breakpoint
CREATE TRIGGER lot_photos_updated_raise AFTER UPDATE ON lot_photos REFERENCING NEW TABLE AS changed_photos
  FOR EACH STATEMENT EXECUTE FUNCTION lot_photos_raise_lot_revision();
