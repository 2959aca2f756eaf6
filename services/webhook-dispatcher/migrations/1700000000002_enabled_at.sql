-- Up Migration
-- When a disabled endpoint was last enabled again (null: enabled ever since it was created). An
-- event that occurred before that moment (its envelope's created_at; the moment is taken to the
-- second, less a clock allowance: REENABLED_CLOCK_ALLOWANCE_MS in store.ts) is not delivered to it:
-- the retries pending when it was disabled are dropped, and so are the events of the time it was
-- disabled that a lagging consumer reads only after it was re-enabled.
ALTER TABLE endpoints ADD COLUMN enabled_at TIMESTAMPTZ;

-- Down Migration
ALTER TABLE endpoints DROP COLUMN enabled_at;
