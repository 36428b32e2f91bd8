CREATE TABLE "vehicle_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "vehicles_brand_year_range_index";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_time_interval" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_search_words_prefix_idx" ON "vehicle_search_words" USING btree ("word" text_pattern_ops,"vehicles");--> statement-breakpoint
CREATE INDEX "vehicle_search_words_trgm_idx" ON "vehicle_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_catalogue_drilldown_idx" ON "vehicles" USING btree (lower("brand"),"year" DESC NULLS LAST,lower("range")) WHERE not "vehicles"."is_manual";--> statement-breakpoint
CREATE INDEX "vehicles_search_words_idx" ON "vehicles" USING gin ("search_words") WITH (fastupdate=false) WHERE not "vehicles"."is_manual";--> statement-breakpoint
-- Catalogue search dictionary: every statement that adds catalogue vehicles adds their words (with how
-- many vehicles carry each) to vehicle_search_words, whichever code path loads the catalogue. Statement
-- level with a transition table, so a 5,000-row import costs one aggregate insert, not 5,000 triggers.
-- Hand-entered vehicles never reach the dictionary. Counts only grow (deleting catalogue rows is rare and
-- a stale count only nudges a completion's rank); updates add new words without counting twice.
CREATE FUNCTION vehicle_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_search_words AS d (word, vehicles)
  SELECT w.word, CASE WHEN TG_OP = 'INSERT' THEN count(*) ELSE 0 END
  FROM new_rows r, unnest(r.search_words) AS w(word)
  WHERE NOT r.is_manual
  GROUP BY w.word
  ON CONFLICT (word) DO UPDATE SET vehicles = d.vehicles + excluded.vehicles;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vehicles_search_words_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_words_collect();--> statement-breakpoint
CREATE TRIGGER vehicles_search_words_update AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_words_collect();
