-- Up Migration

-- Idempotency key of a report made from a Telegram message (the bot's "tg:<chat id>:<message
-- id>:<spam|ham>"). Telegram redelivers an update the bot did not confirm (a crash after the
-- report was stored): the same key in the same group is the same report, stored once. NULL for
-- the API's and the journal's reports. CreateReport validates the key (SOURCE_KEY_MAX) and looks
-- it up under the group's row lock; this index is the backstop.
ALTER TABLE reports ADD COLUMN source_key TEXT;
CREATE UNIQUE INDEX reports_group_source_key ON reports (group_id, source_key) WHERE source_key IS NOT NULL;

-- Down Migration
DROP INDEX reports_group_source_key;
ALTER TABLE reports DROP COLUMN source_key;
