-- Up Migration
CREATE TABLE groups (
  id            BIGINT PRIMARY KEY,
  title         TEXT NOT NULL DEFAULT '',
  plan          TEXT NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'basic', 'pro', 'business')),
  member_count  INTEGER,
  bot_status    TEXT NOT NULL DEFAULT 'active' CHECK (bot_status IN ('active', 'removed')),
  owner_telegram_user_id BIGINT,
  -- Bumped in the same transaction as every write to the group's policy (settings, rules, whitelist).
  policy_version BIGINT NOT NULL DEFAULT 1,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Who may reach a group through the API: accounts granted by an operator, or accounts whose
-- Telegram user is among the group's administrators (kept in sync by the bot).
CREATE TABLE group_admins (
  group_id    BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  account_id  TEXT,
  telegram_user_id BIGINT,
  granted_by  TEXT NOT NULL CHECK (granted_by IN ('operator', 'telegram')),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (account_id IS NOT NULL OR telegram_user_id IS NOT NULL)
);
CREATE UNIQUE INDEX group_admins_account ON group_admins (group_id, account_id) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX group_admins_tg ON group_admins (group_id, telegram_user_id) WHERE telegram_user_id IS NOT NULL;
CREATE INDEX group_admins_by_account ON group_admins (account_id) WHERE account_id IS NOT NULL;
CREATE INDEX group_admins_by_tg ON group_admins (telegram_user_id) WHERE telegram_user_id IS NOT NULL;

-- Account -> Telegram user link (copied from the gateway's account record by the operator CLI),
-- so "account A's Telegram user administers group G" is answerable here.
CREATE TABLE account_links (
  account_id        TEXT PRIMARY KEY,
  telegram_user_id  BIGINT NOT NULL
);
CREATE INDEX account_links_tg ON account_links (telegram_user_id);

-- Only values that differ from the catalog defaults are stored.
CREATE TABLE settings (
  group_id  BIGINT PRIMARY KEY REFERENCES groups(id) ON DELETE CASCADE,
  values    JSONB NOT NULL DEFAULT '{}'::jsonb,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE rules (
  id         TEXT PRIMARY KEY,
  group_id   BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  kind       TEXT NOT NULL CHECK (kind IN ('keyword', 'regex', 'domain')),
  pattern    TEXT NOT NULL,
  weight     INTEGER NOT NULL CHECK (weight BETWEEN -100 AND 100),
  enabled    BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (group_id, name)
);
CREATE INDEX rules_group ON rules (group_id, created_at, id);

CREATE TABLE whitelist (
  group_id   BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('user', 'channel')),
  entity_id  BIGINT,
  username   TEXT,
  added_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (entity_id IS NOT NULL OR username IS NOT NULL)
);
CREATE UNIQUE INDEX whitelist_entity ON whitelist (group_id, kind, entity_id) WHERE entity_id IS NOT NULL;
CREATE UNIQUE INDEX whitelist_username ON whitelist (group_id, kind, username) WHERE username IS NOT NULL;

-- Down Migration
DROP TABLE whitelist;
DROP TABLE rules;
DROP TABLE settings;
DROP TABLE account_links;
DROP TABLE group_admins;
DROP TABLE groups;
