-- Up Migration
-- warden:no-transaction

-- The groups whose admin chat a group is (setting admin_chat_id): SyncAdmins, which the bot calls for every group it
-- moderates every few minutes, locks them with the group, and a migration moves them to the new id. An index on the
-- expression those statements use, so the lookup costs those groups, not a scan of every group's settings. (Partial on
-- `values ? 'admin_chat_id'`, PostgreSQL would not use it for them: it cannot prove the predicate from theirs.) Built
-- concurrently, outside a transaction (the line above): settings stay writable meanwhile.
CREATE INDEX CONCURRENTLY IF NOT EXISTS settings_by_admin_chat ON settings (((values->>'admin_chat_id')::bigint));

-- Down Migration
DROP INDEX CONCURRENTLY IF EXISTS settings_by_admin_chat;
