-- Extensions the marketplace uses: trigram search for the vehicle catalogue and workshops,
-- earthdistance (on cube) for distances. IF NOT EXISTS so a managed server with them installed works.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- Catalogue search: trigrams serve terms of three characters and more; a prefix index serves two.
CREATE INDEX IF NOT EXISTS vehicles_search_text_trgm_idx ON vehicles USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vehicles_search_text_prefix_idx ON vehicles (search_text text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workshops_name_trgm_idx ON workshops USING gin (lower(name) gin_trgm_ops);
