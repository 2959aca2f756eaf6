-- Up Migration

-- Groups that became supergroups (a chat event of kind migrate): their entries and counters were
-- moved to the new id, and a record that still carries the old id (published before the move,
-- delivered after it) is written under the new id.
CREATE TABLE group_aliases (
  from_id    BIGINT PRIMARY KEY,
  to_id      BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE group_aliases;
