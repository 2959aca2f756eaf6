-- Up Migration

-- Moderator feedback: texts an account (API), or an admin through the bot, labelled spam or ham.
-- Owned here because "which account reaches which group" is answered here; the engine reads the
-- reports of one scope (an account, or a group) after a sequence number with GetFeedback.
CREATE TABLE reports (
  id                TEXT PRIMARY KEY,
  -- NULL for the bot's reports (an admin in a group, not an API account).
  account_id        TEXT,
  -- Position in the account's reports: gapless, taken under the account's report_sequences row
  -- lock, so a reader that saw seq N never misses a report below N committed later.
  account_seq       BIGINT,
  group_id          BIGINT,
  -- Position in the group's reports, taken under the groups row lock (groups.feedback_seq).
  group_seq         BIGINT,
  user_id           BIGINT,
  journal_entry_id  TEXT,
  reporter_telegram_user_id BIGINT,
  source            TEXT NOT NULL CHECK (source IN ('api', 'journal', 'bot')),
  label             TEXT NOT NULL CHECK (label IN ('spam', 'ham')),
  text              TEXT NOT NULL CHECK (char_length(text) BETWEEN 1 AND 10000),
  fingerprint       TEXT NOT NULL,
  -- Millisecond precision (the API's), so the export's keyset cursor is exact.
  created_at        TIMESTAMPTZ NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CHECK (account_id IS NOT NULL OR group_id IS NOT NULL),
  CHECK ((account_id IS NULL) = (account_seq IS NULL)),
  CHECK ((group_id IS NULL) = (group_seq IS NULL))
);
CREATE UNIQUE INDEX reports_account_seq ON reports (account_id, account_seq) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX reports_group_seq ON reports (group_id, group_seq) WHERE group_id IS NOT NULL;
CREATE INDEX reports_fingerprint ON reports (fingerprint, label);
-- The export pages through every report in this order.
CREATE INDEX reports_export ON reports (created_at, id);

CREATE TABLE report_sequences (
  account_id TEXT PRIMARY KEY,
  last_seq   BIGINT NOT NULL
);

-- The group's latest report sequence; GetPolicy answers it with every version check, so the bot's
-- checks learn of a new report without another call. A report does not bump policy_version.
ALTER TABLE groups ADD COLUMN feedback_seq BIGINT NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE groups DROP COLUMN feedback_seq;
DROP TABLE report_sequences;
DROP TABLE reports;
