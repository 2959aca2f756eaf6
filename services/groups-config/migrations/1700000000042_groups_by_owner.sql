-- Up Migration

-- "Ban everywhere" and the bot's owner lookups find a Telegram user's groups by owner
-- (ListSiblingGroups): an index, so the lookup costs the tenant's groups, not the deployment's.
CREATE INDEX groups_by_owner ON groups (owner_telegram_user_id) WHERE owner_telegram_user_id IS NOT NULL;

-- Down Migration
DROP INDEX groups_by_owner;
