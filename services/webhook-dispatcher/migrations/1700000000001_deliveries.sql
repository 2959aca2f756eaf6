-- Up Migration
-- group_ids is meaningful only when all_groups is false ("null" in the API: every group the
-- account administers, including groups added later).
ALTER TABLE endpoints ADD COLUMN all_groups BOOLEAN NOT NULL DEFAULT false;
-- Telegram user told when the endpoint is disabled for failing (copied from the account).
ALTER TABLE endpoints ADD COLUMN owner_telegram_user_id BIGINT;
-- When the owner was told about the current automatic disable (null: not yet, or not disabled).
ALTER TABLE endpoints ADD COLUMN disable_notified_at TIMESTAMPTZ;
ALTER TABLE endpoints ADD CONSTRAINT endpoints_disabled_reason
  CHECK ((status = 'enabled' AND disabled_reason IS NULL) OR (status = 'disabled' AND disabled_reason IN ('manual', 'failing')));
CREATE INDEX endpoints_pending_notice ON endpoints (id) WHERE status = 'disabled' AND disabled_reason = 'failing' AND disable_notified_at IS NULL;

-- One row per attempt of an event to an endpoint. (endpoint_id, event_id, attempt) is unique: it
-- is the claim that keeps a redelivered Kafka record from repeating an attempt already finished.
CREATE TABLE deliveries (
  id              TEXT PRIMARY KEY,
  endpoint_id     TEXT NOT NULL REFERENCES endpoints(id) ON DELETE CASCADE,
  event_id        TEXT NOT NULL,
  event_type      TEXT NOT NULL,
  attempt         SMALLINT NOT NULL CHECK (attempt BETWEEN 1 AND 6),
  status          TEXT NOT NULL CHECK (status IN ('succeeded', 'failed', 'pending')),
  status_code     SMALLINT,
  duration_ms     INTEGER,
  error           TEXT,
  response_body   TEXT,
  -- Millisecond precision, set by the service: the pagination cursor carries it exactly.
  created_at      TIMESTAMPTZ NOT NULL,
  next_attempt_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX deliveries_attempt ON deliveries (endpoint_id, event_id, attempt);
CREATE INDEX deliveries_history ON deliveries (endpoint_id, created_at DESC, id DESC);

-- Down Migration
DROP TABLE deliveries;
DROP INDEX endpoints_pending_notice;
ALTER TABLE endpoints DROP CONSTRAINT endpoints_disabled_reason;
ALTER TABLE endpoints DROP COLUMN disable_notified_at;
ALTER TABLE endpoints DROP COLUMN owner_telegram_user_id;
ALTER TABLE endpoints DROP COLUMN all_groups;
