-- Up Migration
-- Accounts whose endpoints hear nothing: a plan without webhooks, or a frozen account (the operator interface sets
-- and clears this). Endpoints keep their own status; resuming sets enabled_at on the enabled ones, so the events of
-- the suspension, and the retries pending when it began, are never delivered.
CREATE TABLE suspended_accounts (
  account_id TEXT PRIMARY KEY,
  since      TIMESTAMPTZ NOT NULL
);

-- Down Migration
DROP TABLE suspended_accounts;
