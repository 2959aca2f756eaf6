-- Up Migration
-- warden:no-transaction
-- The delivery history's retention deletes by age across every endpoint (WEBHOOK_DELIVERY_RETENTION_DAYS). Built
-- concurrently, outside a transaction (the line above): deliveries go on being recorded while it builds.
CREATE INDEX CONCURRENTLY IF NOT EXISTS deliveries_created_at ON deliveries (created_at);

-- Down Migration
DROP INDEX CONCURRENTLY IF EXISTS deliveries_created_at;
