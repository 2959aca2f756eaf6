-- Up Migration

-- The latest moderator report of a journal entry (POST /groups/{id}/journal/{entryId}/report, or a correction made in
-- the group), by the entry's event id, which stays the same when a group's entries move to its supergroup's id. A
-- report is deleted by retention once its date leaves the window (its entry, never newer, went first).
-- user_id is the entry's sender: the user check looks up only that user's ham reports.
CREATE TABLE journal_reports (
  event_id    TEXT PRIMARY KEY,
  label       TEXT NOT NULL CHECK (label IN ('spam', 'ham')),
  reported_at TIMESTAMPTZ NOT NULL,
  user_id     BIGINT
);
CREATE INDEX journal_reports_user_ham ON journal_reports (user_id) WHERE label = 'ham' AND user_id IS NOT NULL;

-- Corrections made in the group (chat events of kind report) name a message, not an entry: kept here too, so that a
-- bot decision about the message journaled after its correction (the decisions' consumer behind the chat events')
-- is marked when it arrives. The latest per message wins.
CREATE TABLE journal_message_reports (
  group_id    BIGINT NOT NULL,
  message_id  BIGINT NOT NULL,
  label       TEXT NOT NULL CHECK (label IN ('spam', 'ham')),
  reported_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (group_id, message_id)
);

-- Down Migration
DROP TABLE journal_message_reports;
DROP TABLE journal_reports;
