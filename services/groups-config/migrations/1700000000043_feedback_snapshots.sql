-- Up Migration

-- The engine's saved state of a scope's moderator feedback (its learner's weights and near-duplicate memory, a few
-- hundred KB): a rebuild after a restart or an eviction starts from it and reads only the reports after `seq`, instead
-- of the 10,000 kept. One row per scope; `fingerprint` names the engine's make of the state (a snapshot of another is
-- not read). A group's moves with the group (its id is updated in place on a migration) and goes with it.
CREATE TABLE feedback_snapshots (
  account_id  TEXT,
  group_id    BIGINT REFERENCES groups (id) ON UPDATE CASCADE ON DELETE CASCADE,
  fingerprint BIGINT NOT NULL CHECK (fingerprint BETWEEN 0 AND 4294967295),
  seq         BIGINT NOT NULL CHECK (seq > 0),
  -- The report at `seq` when the state was saved: a state is only read while that report is still the scope's report
  -- at `seq` (after a restore of the database, or once the report is past the 10,000 kept, it is not, and the scope
  -- is rebuilt from its reports; the next save replaces the row).
  report_id   TEXT NOT NULL,
  state       BYTEA NOT NULL,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((account_id IS NULL) <> (group_id IS NULL))
);
CREATE UNIQUE INDEX feedback_snapshots_account ON feedback_snapshots (account_id) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX feedback_snapshots_group ON feedback_snapshots (group_id) WHERE group_id IS NOT NULL;

-- Down Migration
DROP TABLE feedback_snapshots;
