CREATE TABLE "vehicle_search_entries" (
	"vehicle_id" bigint PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"is_za" boolean NOT NULL,
	"search_words" text[] NOT NULL,
	"brand" text NOT NULL,
	"range" text NOT NULL,
	"model" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "vehicles_search_words_idx";--> statement-breakpoint
ALTER TABLE "vehicle_search_entries" ADD CONSTRAINT "vehicle_search_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_search_entries_words_idx" ON "vehicle_search_entries" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
-- Keeps vehicle_search_entries equal to the catalogue rows of vehicles, whichever code path writes them:
-- statement-level triggers with transition tables (one insert per imported chunk, not one per row).
-- A row that becomes hand-entered leaves the search; a deleted vehicle leaves through the foreign key.
CREATE FUNCTION vehicle_search_entries_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_search_entries AS e (vehicle_id, year, is_za, search_words, brand, range, model)
  SELECT r.id, r.year, coalesce(r.market LIKE 'ZA%', false), r.search_words, r.brand, r.range, r.model
  FROM new_rows r
  WHERE NOT r.is_manual
  ON CONFLICT (vehicle_id) DO UPDATE SET year = excluded.year, is_za = excluded.is_za,
    search_words = excluded.search_words, brand = excluded.brand, range = excluded.range, model = excluded.model;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM vehicle_search_entries e USING new_rows r WHERE e.vehicle_id = r.id AND r.is_manual;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vehicles_search_entries_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_entries_sync();--> statement-breakpoint
CREATE TRIGGER vehicles_search_entries_update AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_entries_sync();--> statement-breakpoint
INSERT INTO vehicle_search_entries (vehicle_id, year, is_za, search_words, brand, range, model)
SELECT id, year, coalesce(market LIKE 'ZA%', false), search_words, brand, range, model
FROM vehicles WHERE NOT is_manual;
