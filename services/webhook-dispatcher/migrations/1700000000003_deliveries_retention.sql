-- Up Migration
-- The delivery history's retention deletes by age across every endpoint (WEBHOOK_DELIVERY_RETENTION_DAYS).
CREATE INDEX deliveries_created_at ON deliveries (created_at);

-- Down Migration
DROP INDEX deliveries_created_at;
