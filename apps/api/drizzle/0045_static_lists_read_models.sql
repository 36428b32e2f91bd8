-- Decision 081: the lists that rarely change are kept per instance as the bytes they send, and dropped
-- on every instance when their rows change, through the read-model channel of decision 037 (its
-- function read_models_notify, migration 0014): the regions, the repair-item trees (the templates and
-- their lines) and the stored figures (the landing page's counter).
CREATE TRIGGER regions_read_models AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();--> statement-breakpoint
CREATE TRIGGER repair_item_templates_read_models AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON repair_item_templates
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();--> statement-breakpoint
CREATE TRIGGER repair_item_template_items_read_models AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON repair_item_template_items
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();--> statement-breakpoint
CREATE TRIGGER quote_request_stats_read_models AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quote_request_stats
  FOR EACH STATEMENT EXECUTE FUNCTION read_models_notify();
