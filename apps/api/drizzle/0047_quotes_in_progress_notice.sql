-- Issue 25 item 1 (decision 084): the quotes' read-model notice of migration 0014 fired on every change
-- of a quote's status, and each one made every instance count the jobs in progress of every workshop
-- again (the map's referenceNumber). Under a stream of bookings, sends and payments the instances did
-- nothing but reload: 33 transactions per quote sent. The map counts only quotes in progress (2) or with
-- an amendment pending (3), so the notice now fires only when a statement moves a quote into or out of
-- that set, or moves such a quote to another workshop. Safe while the previous release serves: it reloads
-- on the same notice, which still comes whenever its counts change.
DROP TRIGGER quotes_read_models ON quotes;--> statement-breakpoint
CREATE FUNCTION read_models_notify_quotes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE quote_status IN (2, 3)) THEN
      PERFORM pg_notify('read_models', TG_TABLE_NAME);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE quote_status IN (2, 3)) THEN
      PERFORM pg_notify('read_models', TG_TABLE_NAME);
    END IF;
  ELSIF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE coalesce(o.quote_status IN (2, 3), false) <> coalesce(n.quote_status IN (2, 3), false)
       OR (n.quote_status IN (2, 3) AND o.workshop_id IS DISTINCT FROM n.workshop_id)
  ) THEN
    PERFORM pg_notify('read_models', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_read_models_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_quotes();--> statement-breakpoint
CREATE TRIGGER quotes_read_models_update AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_quotes();--> statement-breakpoint
CREATE TRIGGER quotes_read_models_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_quotes();--> statement-breakpoint
CREATE TRIGGER quotes_read_models_truncate AFTER TRUNCATE ON quotes
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();
