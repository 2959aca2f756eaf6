-- Up Migration

-- The latest moderator report of a journal entry (POST /groups/{id}/journal/{entryId}/report), by the entry's event
-- id, which stays the same when a group's entries move to its supergroup's id. A report made on an entry that
-- retention has since dropped goes with the retention pass after its own date leaves the window.
CREATE TABLE journal_reports (
  event_id    TEXT PRIMARY KEY,
  label       TEXT NOT NULL CHECK (label IN ('spam', 'ham')),
  reported_at TIMESTAMPTZ NOT NULL
);

-- Down Migration
DROP TABLE journal_reports;
