-- Up Migration

-- Retention deletes the counters and reports dated before the window, in bounded batches: each batch finds its rows
-- through these indexes instead of scanning the whole table (daily_stats and sender_days are keyed by group first).
CREATE INDEX daily_stats_day ON daily_stats (day);
CREATE INDEX sender_days_year ON sender_days (year);
CREATE INDEX journal_reports_reported_at ON journal_reports (reported_at);
CREATE INDEX journal_message_reports_reported_at ON journal_message_reports (reported_at);

-- Down Migration
DROP INDEX journal_message_reports_reported_at;
DROP INDEX journal_reports_reported_at;
DROP INDEX sender_days_year;
DROP INDEX daily_stats_day;
