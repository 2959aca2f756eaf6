-- Up Migration
-- warden:no-transaction

-- "Ban everywhere" and the bot's owner lookups find a Telegram user's groups by owner
-- (ListSiblingGroups): an index, so the lookup costs the tenant's groups, not the deployment's.
-- Built concurrently, outside a transaction (the line above): groups stay writable meanwhile.
CREATE INDEX CONCURRENTLY IF NOT EXISTS groups_by_owner ON groups (owner_telegram_user_id) WHERE owner_telegram_user_id IS NOT NULL;

-- Down Migration
DROP INDEX CONCURRENTLY IF EXISTS groups_by_owner;
