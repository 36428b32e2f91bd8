-- Decision 037: the in-memory read models (the workshop map, the catalogue search) of every instance
-- load again when a table behind them changes. Statement-level triggers NOTIFY the one channel
-- 'read_models' with the table's name; PostgreSQL delivers on commit and folds repeats within a
-- transaction into one message, so a bulk import costs one load per instance.
CREATE FUNCTION read_models_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_models', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The catalogue: hand-entered vehicles never reach search, so only a statement that touched a
-- catalogue row tells (a person entering their own car must not reload 60,000 variants everywhere).
CREATE FUNCTION read_models_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE NOT is_manual) THEN
    PERFORM pg_notify('read_models', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER workshops_read_models AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workshops
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();--> statement-breakpoint
-- Jobs in progress per workshop (the map's referenceNumber) follow a quote's status.
CREATE TRIGGER quotes_read_models AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF quote_status, workshop_id ON quotes
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();--> statement-breakpoint
CREATE TRIGGER vehicles_read_models_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_catalogue();--> statement-breakpoint
-- An update is seen on both sides: a row that stops or starts being hand-entered changes search.
CREATE TRIGGER vehicles_read_models_update_old AFTER UPDATE ON vehicles REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_catalogue();--> statement-breakpoint
CREATE TRIGGER vehicles_read_models_update_new AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_catalogue();--> statement-breakpoint
CREATE TRIGGER vehicles_read_models_delete AFTER DELETE ON vehicles REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify_catalogue();--> statement-breakpoint
CREATE TRIGGER vehicles_read_models_truncate AFTER TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();
