-- Up Migration

-- One row per engine decision. created_at is the decision's own time (from the event), so a
-- redelivered record maps to the same (created_at, event_id) and is absorbed by the primary key.
CREATE TABLE journal (
  created_at    TIMESTAMPTZ NOT NULL,
  event_id      TEXT NOT NULL,
  group_id      BIGINT,
  account_id    TEXT,
  source        TEXT NOT NULL CHECK (source IN ('api', 'bot')),
  message_id    BIGINT,
  user_id       BIGINT,
  text_excerpt  TEXT NOT NULL,
  verdict       TEXT NOT NULL CHECK (verdict IN ('clean', 'suspicious', 'spam')),
  score         SMALLINT NOT NULL,
  matched_rules TEXT[] NOT NULL DEFAULT '{}',
  action        TEXT NOT NULL,
  inserted_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (created_at, event_id)
) PARTITION BY RANGE (created_at);

-- Newest-first keyset pages per group, and the filters.
CREATE INDEX journal_group_time ON journal (group_id, created_at DESC, event_id DESC);
CREATE INDEX journal_group_user_time ON journal (group_id, user_id, created_at DESC, event_id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX journal_group_verdict_time ON journal (group_id, verdict, created_at DESC, event_id DESC);
CREATE INDEX journal_user_time ON journal (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- Creates the monthly partition holding ts (idempotent; safe under concurrency).
CREATE FUNCTION journal_ensure_partition(ts TIMESTAMPTZ) RETURNS TEXT LANGUAGE plpgsql AS $$
DECLARE
  start_month DATE := date_trunc('month', ts AT TIME ZONE 'UTC')::date;
  part TEXT := format('journal_%s', to_char(start_month, 'YYYY_MM'));
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('journal_partitions'));
  IF to_regclass(part) IS NULL THEN
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF journal FOR VALUES FROM (%L) TO (%L)',
      part,
      (start_month::timestamp AT TIME ZONE 'UTC'),
      ((start_month + INTERVAL '1 month')::timestamp AT TIME ZONE 'UTC'));
  END IF;
  RETURN part;
END $$;

-- Down Migration
DROP FUNCTION journal_ensure_partition(TIMESTAMPTZ);
DROP TABLE journal;
