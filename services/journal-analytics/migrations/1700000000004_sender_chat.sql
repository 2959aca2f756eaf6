-- Up Migration

-- The channel a message was posted on behalf of (Telegram's sender_chat, a -100... id) for a bot
-- decision on such a post; user_id is NULL then. NULL for every other entry. Nullable, so adding it
-- rewrites nothing and older entries stay as they are.
ALTER TABLE journal ADD COLUMN sender_chat_id BIGINT;

-- Down Migration
ALTER TABLE journal DROP COLUMN sender_chat_id;
