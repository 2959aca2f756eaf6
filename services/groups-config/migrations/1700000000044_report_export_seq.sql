-- Up Migration

-- The export's order (ExportReports, read by the retraining export: an owner's latest label of a text is the one it
-- keeps). It was created_at, the start of the report's transaction: a report that began first but waited for its
-- account's (or group's) sequence number behind another came out before it, the reverse of the order the engine
-- learned them in (account_seq, group_seq), so the export kept the label the engine had replaced. export_seq is drawn
-- when the report is inserted, under those sequences' row locks: within an account, and within a group, it follows
-- their sequence numbers.
CREATE SEQUENCE reports_export_seq;
ALTER TABLE reports ADD COLUMN export_seq BIGINT;
-- Reports already stored, in the export's former order, the account's and the group's sequence numbers first within
-- one millisecond.
UPDATE reports r SET export_seq = o.n
FROM (SELECT id, row_number() OVER (ORDER BY created_at, account_seq, group_seq, id) AS n FROM reports) o
WHERE r.id = o.id;
SELECT setval('reports_export_seq', COALESCE((SELECT max(export_seq) FROM reports), 0) + 1, false);
ALTER TABLE reports ALTER COLUMN export_seq SET DEFAULT nextval('reports_export_seq'), ALTER COLUMN export_seq SET NOT NULL;
ALTER SEQUENCE reports_export_seq OWNED BY reports.export_seq;
CREATE UNIQUE INDEX reports_export_order ON reports (export_seq);
DROP INDEX reports_export;

-- Down Migration
CREATE INDEX reports_export ON reports (created_at, id);
DROP INDEX reports_export_order;
ALTER TABLE reports DROP COLUMN export_seq;
