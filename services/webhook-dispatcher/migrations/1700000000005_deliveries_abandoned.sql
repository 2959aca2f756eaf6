-- Up Migration
-- warden:no-transaction
-- Outside a transaction (the line above), each statement on its own: adding the column holds deliveries' ACCESS
-- EXCLUSIVE lock only for a moment (a constant default rewrites nothing), and the index is built concurrently, while
-- deliveries and the delivery history go on. Inside the migration's transaction, that lock was held until the index
-- was built (8.5 s for 3 million rows). Both statements are safe to run again after a run that stopped between them.

-- An attempt closed as failed because its Kafka record failed after it was claimed (or while a crash had left it
-- pending): the record is dead-lettered, or tried again by its consumer. It has no outcome of its own, so a record
-- handled again (the consumer's next try, a replayed dead letter) claims it again (DeliveryStore.claim); an outcome
-- recorded over it clears the mark.
ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS abandoned BOOLEAN NOT NULL DEFAULT false;
-- An event's attempts, whatever their endpoint: the fan-out closes the pending attempts of endpoints whose account no
-- longer reaches the event's group (EndpointStore.matching), and those of a fan-out that failed.
CREATE INDEX CONCURRENTLY IF NOT EXISTS deliveries_event ON deliveries (event_id);

-- Down Migration
DROP INDEX CONCURRENTLY IF EXISTS deliveries_event;
ALTER TABLE deliveries DROP COLUMN IF EXISTS abandoned;
