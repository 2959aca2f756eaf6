-- Up Migration
CREATE TABLE accounts (
  id                TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  plan              TEXT NOT NULL CHECK (plan IN ('free', 'basic', 'pro', 'business')),
  frozen            BOOLEAN NOT NULL DEFAULT false,
  telegram_user_id  BIGINT,
  -- Per-account overrides of the plan's limits (custom deals); NULL = the plan's value.
  daily_limit       INTEGER CHECK (daily_limit >= 0),
  per_minute_limit  INTEGER CHECK (per_minute_limit >= 1),
  ai_daily_limit    INTEGER CHECK (ai_daily_limit >= 0),
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Keys are stored as SHA-256 hashes only; the full key is shown once at creation.
CREATE TABLE api_keys (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  hash        BYTEA NOT NULL UNIQUE,
  prefix      TEXT NOT NULL,
  scope       TEXT NOT NULL CHECK (scope IN ('read', 'write')),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at  TIMESTAMPTZ
);
CREATE INDEX api_keys_account ON api_keys (account_id) WHERE revoked_at IS NULL;

-- Down Migration
DROP TABLE api_keys;
DROP TABLE accounts;
