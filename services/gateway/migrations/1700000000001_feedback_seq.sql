-- Up Migration

-- The sequence number of the account's latest moderator report, as groups-config (the owner of
-- reports) answered it when the report was stored through this gateway. Read with the key on every
-- request at no extra cost and passed to the engine with each check: the engine fetches the
-- account's new reports only when it holds fewer, so an account that never reported costs nothing.
-- A hint, never the reports themselves: it only moves forward (GREATEST).
ALTER TABLE accounts ADD COLUMN feedback_seq BIGINT NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE accounts DROP COLUMN feedback_seq;
