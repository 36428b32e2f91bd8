-- Price estimates (decision 018): what workshops really quoted, per request item name and vehicle, with
-- the vehicle's traits the estimate's circles compare (lower-cased and trimmed, absent ones ''), and per item name over every vehicle. Read by
-- quote-requests' estimate, refreshed by it (CONCURRENTLY: readers never wait) when older than its
-- maximum age. A quote line counts when sent (not a draft or a pre-quote request) and not an amendment;
-- an item's price is the sum of its lines in one quote.
CREATE MATERIALIZED VIEW "quote_price_samples" AS
SELECT lower(qri.name) AS item_key,
  qr.vehicle_id::int AS vehicle_id,
  lower(btrim(v.brand)) AS brand_key,
  lower(btrim(coalesce(v.range, ''))) AS range_key,
  lower(btrim(coalesce(v.model, ''))) AS model_key,
  lower(btrim(coalesce(v.class_type, ''))) AS class_key,
  lower(btrim(coalesce(v.body_type, ''))) AS body_key,
  array_agg(t.cents ORDER BY t.cents) AS cents
FROM (
  SELECT qi.quote_request_item_id, sum(qi.total_incl_cents)::int AS cents
  FROM quote_items qi JOIN quotes q ON q.id = qi.quote_id
  WHERE qi.amendment_id IS NULL AND q.quote_status NOT IN (10, 11)
  GROUP BY qi.quote_id, qi.quote_request_item_id
) t
JOIN quote_request_items qri ON qri.id = t.quote_request_item_id
JOIN quote_requests qr ON qr.id = qri.quote_request_id
JOIN vehicles v ON v.id = qr.vehicle_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_price_samples_item_vehicle_idx" ON "quote_price_samples" (item_key, vehicle_id);--> statement-breakpoint
CREATE INDEX "quote_price_samples_item_brand_idx" ON "quote_price_samples" (item_key, brand_key);--> statement-breakpoint
CREATE MATERIALIZED VIEW "quote_price_items" AS
SELECT s.item_key, count(*)::int AS quotes,
  percentile_cont(0.1) WITHIN GROUP (ORDER BY c) AS p10,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY c) AS p50,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY c) AS p90
FROM quote_price_samples s, unnest(s.cents) AS c
GROUP BY s.item_key;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_price_items_item_idx" ON "quote_price_items" (item_key);
