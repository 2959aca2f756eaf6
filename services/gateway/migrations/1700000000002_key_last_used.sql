-- Up Migration

-- When a key last authenticated a request, shown in the dashboard's key list. Written at most
-- once a minute per key and gateway process (app.ts), never on the request's path.
ALTER TABLE api_keys ADD COLUMN last_used_at TIMESTAMPTZ;

-- Down Migration
ALTER TABLE api_keys DROP COLUMN last_used_at;
