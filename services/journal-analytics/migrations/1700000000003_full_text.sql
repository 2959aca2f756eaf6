-- Up Migration

-- The full text of a decision whose text does not fit in text_excerpt (NULL otherwise: the excerpt
-- is the whole text). A moderator's report on a journal entry teaches on the text the decision was
-- made on, not on a 200-character excerpt. Bounded by the checks' own limit (10,000 characters) and
-- dropped with its monthly partition like the rest of the entry.
ALTER TABLE journal ADD COLUMN full_text TEXT;

-- One entry by its id (GetJournalEntry): the id alone does not give the partition.
CREATE INDEX journal_event ON journal (event_id);

-- Down Migration
DROP INDEX journal_event;
ALTER TABLE journal DROP COLUMN full_text;
