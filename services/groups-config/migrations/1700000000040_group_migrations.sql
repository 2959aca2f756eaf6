-- Up Migration

-- Groups that became supergroups (Telegram's migrate_to_chat_id): the old id answers NOT_FOUND
-- and a second MigrateGroup of the same pair is recognised as already done.
CREATE TABLE group_migrations (
  from_id     BIGINT PRIMARY KEY,
  to_id       BIGINT NOT NULL,
  migrated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX group_migrations_to ON group_migrations (to_id);

-- A migration changes the group's id in place (UPDATE groups SET id = ...): everything that
-- belongs to the group follows. A new table referencing groups(id) must say ON UPDATE CASCADE too.
ALTER TABLE settings DROP CONSTRAINT settings_group_id_fkey,
  ADD CONSTRAINT settings_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE rules DROP CONSTRAINT rules_group_id_fkey,
  ADD CONSTRAINT rules_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE whitelist DROP CONSTRAINT whitelist_group_id_fkey,
  ADD CONSTRAINT whitelist_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE group_admins DROP CONSTRAINT group_admins_group_id_fkey,
  ADD CONSTRAINT group_admins_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE ON UPDATE CASCADE;

-- Down Migration
ALTER TABLE group_admins DROP CONSTRAINT group_admins_group_id_fkey,
  ADD CONSTRAINT group_admins_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE;
ALTER TABLE whitelist DROP CONSTRAINT whitelist_group_id_fkey,
  ADD CONSTRAINT whitelist_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE;
ALTER TABLE rules DROP CONSTRAINT rules_group_id_fkey,
  ADD CONSTRAINT rules_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE;
ALTER TABLE settings DROP CONSTRAINT settings_group_id_fkey,
  ADD CONSTRAINT settings_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups(id) ON DELETE CASCADE;
DROP TABLE group_migrations;
