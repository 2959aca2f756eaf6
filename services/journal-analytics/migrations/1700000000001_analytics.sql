-- Up Migration

-- Event ids compare bytewise, whatever the database's locale: the journal's keyset order
-- (created_at DESC, event_id DESC) must not depend on a collation.
ALTER TABLE journal ALTER COLUMN event_id TYPE TEXT COLLATE "C";

-- One keyset index per journal filter (verdict and user already have theirs): a filtered page
-- reads only matching entries, in page order.
CREATE INDEX journal_group_source_time ON journal (group_id, source, created_at DESC, event_id DESC);
CREATE INDEX journal_group_action_time ON journal (group_id, action, created_at DESC, event_id DESC);

-- A user's history (GetUserHistory) counts the bot's decisions only; these partial indexes
-- answer it from the index alone.
DROP INDEX journal_user_time;
CREATE INDEX journal_user_bot_time ON journal (user_id, created_at DESC)
  WHERE user_id IS NOT NULL AND source = 'bot';
CREATE INDEX journal_user_bot_spam_time ON journal (user_id, created_at DESC) INCLUDE (group_id)
  WHERE user_id IS NOT NULL AND source = 'bot' AND verdict = 'spam';

-- Chat events already counted, by their own time: a redelivered record maps to the same
-- (occurred_at, event_id) and is absorbed by the primary key, so no counter moves twice.
CREATE TABLE chat_events (
  occurred_at TIMESTAMPTZ NOT NULL,
  event_id    TEXT COLLATE "C" NOT NULL,
  group_id    BIGINT NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('message', 'join', 'leave', 'ban', 'mute', 'kick')),
  user_id     BIGINT,
  message_id  BIGINT,
  inserted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (occurred_at, event_id)
) PARTITION BY RANGE (occurred_at);

-- Counters of one group on one UTC day. active_users counts the rows of daily_active_users.
CREATE TABLE daily_stats (
  group_id     BIGINT NOT NULL,
  day          DATE NOT NULL,
  messages     BIGINT NOT NULL DEFAULT 0,
  active_users BIGINT NOT NULL DEFAULT 0,
  joins        BIGINT NOT NULL DEFAULT 0,
  leaves       BIGINT NOT NULL DEFAULT 0,
  spam_blocked BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, day)
);

-- Who sent a message in a group on a day: distinct per day by the key, and distinct over a
-- range by counting distinct user_id (never a sum of days).
CREATE TABLE daily_active_users (
  group_id BIGINT NOT NULL,
  day      DATE NOT NULL,
  user_id  BIGINT NOT NULL,
  PRIMARY KEY (group_id, day, user_id)
) PARTITION BY RANGE (day);

-- When a user was first seen by the bot (a decision or a chat event); kept beyond retention.
CREATE TABLE user_stats (
  user_id       BIGINT PRIMARY KEY,
  first_seen_at TIMESTAMPTZ NOT NULL
);

-- Creates the monthly partition of parent (journal, chat_events, daily_active_users) that holds
-- ts, named <parent>_YYYY_MM, with bounds on UTC month starts. Idempotent; safe under concurrency.
CREATE FUNCTION ensure_month_partition(parent TEXT, ts TIMESTAMPTZ) RETURNS TEXT LANGUAGE plpgsql AS $$
DECLARE
  start_month DATE := date_trunc('month', ts AT TIME ZONE 'UTC')::date;
  next_month DATE := (start_month + INTERVAL '1 month')::date;
  part TEXT := format('%s_%s', parent, to_char(start_month, 'YYYY_MM'));
  key_type REGTYPE;
  lo TEXT;
  hi TEXT;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('journal_partitions'));
  IF to_regclass(part) IS NULL THEN
    SELECT a.atttypid::regtype INTO key_type
    FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = parent::regclass;
    IF key_type = 'date'::regtype THEN
      lo := to_char(start_month, 'YYYY-MM-DD');
      hi := to_char(next_month, 'YYYY-MM-DD');
    ELSE
      lo := to_char(start_month, 'YYYY-MM-DD') || ' 00:00:00+00';
      hi := to_char(next_month, 'YYYY-MM-DD') || ' 00:00:00+00';
    END IF;
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi);
  END IF;
  RETURN part;
END $$;

CREATE OR REPLACE FUNCTION journal_ensure_partition(ts TIMESTAMPTZ) RETURNS TEXT LANGUAGE sql AS $$
  SELECT ensure_month_partition('journal', ts)
$$;

-- Down Migration
CREATE OR REPLACE FUNCTION journal_ensure_partition(ts TIMESTAMPTZ) RETURNS TEXT LANGUAGE plpgsql AS $$
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
DROP FUNCTION ensure_month_partition(TEXT, TIMESTAMPTZ);
DROP TABLE user_stats;
DROP TABLE daily_active_users;
DROP TABLE daily_stats;
DROP TABLE chat_events;
DROP INDEX journal_user_bot_spam_time;
DROP INDEX journal_user_bot_time;
CREATE INDEX journal_user_time ON journal (user_id, created_at DESC) WHERE user_id IS NOT NULL;
DROP INDEX journal_group_action_time;
DROP INDEX journal_group_source_time;
ALTER TABLE journal ALTER COLUMN event_id TYPE TEXT COLLATE "default";
