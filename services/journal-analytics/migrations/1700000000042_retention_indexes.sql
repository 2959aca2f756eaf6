-- Up Migration
-- warden:no-transaction

-- Retention deletes the counters and reports dated before the window, in bounded batches: each batch finds its rows
-- through these indexes instead of scanning the whole table (daily_stats and sender_days are keyed by group first).
-- Built concurrently, outside a transaction (the line above), so the consumers' writes to these tables go on during an
-- upgrade; a build that failed (or whose Job pod was killed) leaves an INVALID index, which the next run drops and
-- builds again.
CREATE INDEX CONCURRENTLY IF NOT EXISTS daily_stats_day ON daily_stats (day);
CREATE INDEX CONCURRENTLY IF NOT EXISTS sender_days_year ON sender_days (year);
CREATE INDEX CONCURRENTLY IF NOT EXISTS journal_reports_reported_at ON journal_reports (reported_at);
CREATE INDEX CONCURRENTLY IF NOT EXISTS journal_message_reports_reported_at ON journal_message_reports (reported_at);

-- Down Migration
DROP INDEX CONCURRENTLY IF EXISTS journal_message_reports_reported_at;
DROP INDEX CONCURRENTLY IF EXISTS journal_reports_reported_at;
DROP INDEX CONCURRENTLY IF EXISTS sender_days_year;
DROP INDEX CONCURRENTLY IF EXISTS daily_stats_day;
