-- Up Migration
CREATE TABLE endpoints (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL,
  url             TEXT NOT NULL,
  events          TEXT[] NOT NULL DEFAULT '{}',
  group_ids       BIGINT[] NOT NULL DEFAULT '{}',
  description     TEXT NOT NULL DEFAULT '',
  status          TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  disabled_reason TEXT,
  failing_since   TIMESTAMPTZ,
  secret          TEXT NOT NULL,
  previous_secret TEXT,
  previous_secret_expires_at TIMESTAMPTZ,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX endpoints_account ON endpoints (account_id, created_at);

-- Down Migration
DROP TABLE endpoints;
