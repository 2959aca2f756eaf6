-- Up Migration
-- An attempt closed as failed because its Kafka record failed after it was claimed (or while a crash had left it
-- pending): the record is dead-lettered, or tried again by its consumer. It has no outcome of its own, so a record
-- handled again (the consumer's next try, a replayed dead letter) claims it again (DeliveryStore.claim); an outcome
-- recorded over it clears the mark.
ALTER TABLE deliveries ADD COLUMN abandoned BOOLEAN NOT NULL DEFAULT false;
-- An event's attempts, whatever their endpoint: the fan-out closes the pending attempts of endpoints whose account no
-- longer reaches the event's group (EndpointStore.matching), and those of a fan-out that failed.
CREATE INDEX deliveries_event ON deliveries (event_id);

-- Down Migration
DROP INDEX deliveries_event;
ALTER TABLE deliveries DROP COLUMN abandoned;
